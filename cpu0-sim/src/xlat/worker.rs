//! Compiling units to machine code, on the main thread or on the worker thread.
//!
//! [`Builder`] turns a scanned unit into the bytes of its host function (the
//! emitter's CLIF, then Cranelift's code generation), touching nothing but its
//! own contexts: the host addresses in [`Env`] only become constants in the
//! code. So the same work can run on the process's worker thread while the
//! main thread goes on interpreting; the main thread alone copies the bytes
//! into the code arena, changes page permissions and patches link slots (see
//! `Translator::install`), and only between units. One worker serves every
//! machine of the process: it is started once, at the first job.

use super::emit::{self, Env};
use super::scan::Unit;
use cranelift_codegen::control::ControlPlane;
use cranelift_codegen::ir::UserFuncName;
use cranelift_codegen::isa::OwnedTargetIsa;
use cranelift_codegen::Context;
use cranelift_frontend::{FunctionBuilder, FunctionBuilderContext};
use std::any::Any;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::mpsc::{self, Receiver, Sender};
use std::sync::{Arc, OnceLock};
use std::time::{Duration, Instant};

/// How a translator compiles its hot units.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Compile {
    /// On this thread, the moment the unit is hot: it runs at once.
    Now,
    /// On the worker thread while this one interprets on; the unit is
    /// installed the first time the dispatcher runs after it is done.
    Background,
    /// On the worker thread, but the dispatcher waits for each job at its
    /// next round after queueing it: the install point no longer depends on
    /// timing, so tests and fuzzing can reproduce what happens between a job
    /// and its install.
    Lockstep,
}

/// A translator's flush count, shared with the worker, which skips the jobs
/// of an older count ([`GONE`] once the translator is dropped).
pub(super) type Epoch = Arc<AtomicU64>;

/// The epoch of a dropped translator.
pub(super) const GONE: u64 = u64::MAX;

// SAFETY: the worker thread only writes these addresses into the code as
// constants (the job's own link slots, which it fills, travel with the job);
// it never reads or writes through them. The code runs on the main thread
// alone, once installed, which is sound because the memory and the tables
// never move while the translator exists (each is allocated once, with the
// machine or the translator); each translator has its own reply channel, so
// a unit is only installed into the machine it was made for; and every result
// is checked against the translator's flush epoch at install (its guest words
// rescanned too), so code made for tables from before a flush never runs.
unsafe impl Send for Env {}

/// One unit to compile.
pub(super) struct Job {
    pub pc: u32,
    /// The translator's flush count when the job was made: after a flush the
    /// result is for a module that is gone.
    pub epoch: u64,
    /// The translator's count now.
    pub current: Epoch,
    pub env: Env,
    pub unit: Unit,
    /// The unit's link slots (see `Env::links`): the targets are filled in
    /// here, the exit stub when it is installed.
    pub links: Box<[u64]>,
    /// Where the finished job goes.
    pub reply: Sender<Done>,
    /// The translator's count of jobs sent back, raised after each reply.
    pub replied: Arc<AtomicU64>,
}

/// A unit's host code, ready to install.
pub(super) struct Built {
    pub bytes: Vec<u8>,
    pub align: u64,
    /// The time compiling took.
    pub time: Duration,
}

/// A finished job: the job itself (its unit, to check against memory before
/// installing) and the code, `None` if Cranelift refused the unit.
pub(super) struct Done {
    pub job: Job,
    pub built: Option<Built>,
    /// What compiling panicked with: the main thread panics with it when it
    /// takes the job back, as a compile on the main thread would have.
    pub panic: Option<Box<dyn Any + Send>>,
}

/// The contexts one thread compiles units with.
pub(super) struct Builder {
    isa: OwnedTargetIsa,
    ctx: Context,
    fctx: FunctionBuilderContext,
}

impl Builder {
    pub(super) fn new(isa: OwnedTargetIsa) -> Builder {
        Builder {
            isa,
            ctx: Context::new(),
            fctx: FunctionBuilderContext::new(),
        }
    }

    /// Emits and compiles `job`'s unit, filling its link slots' targets.
    ///
    /// What a unit costs (callgrind, host instructions): Cranelift compiles
    /// an empty function with ~84 K (half of it regalloc2 setting up), and
    /// spends thousands more per CLIF block and instruction, so a unit of
    /// one `addiu` and a `ret` takes ~390 K (its entry's budget check, its
    /// `ret`'s fast-table probe and its way back to the dispatcher are most
    /// of it); `Context` and `FunctionBuilderContext` are reused. Mandel's
    /// 68 units (2,566 guest instructions, sync mode) take ~115 M, ~370 K +
    /// 34 K per instruction fitted; installing one (the copy into the arena,
    /// `JITModule`'s declare, define and finalize) ~9 K and no system call.
    /// In time: ~23 us for the tiny unit compiled back to back; mandel's
    /// units ~31 us + 3.6 us per instruction (medians of 5 runs).
    pub(super) fn build(&mut self, job: &mut Job) -> Option<Built> {
        #[cfg(test)]
        tests::panic_if_asked(job.pc);
        let began = Instant::now();
        self.ctx.clear();
        self.ctx.func.signature = super::cache::unit_signature();
        self.ctx.func.name = UserFuncName::user(0, 0);
        {
            let mut b = FunctionBuilder::new(&mut self.ctx.func, &mut self.fctx);
            let targets = emit::emit(&mut b, &job.env, &job.unit);
            b.finalize(self.isa.frontend_config());
            for (slot, target) in job.links.chunks_exact_mut(2).zip(targets) {
                slot[1] = u64::from(target);
            }
        }
        let align = match self.ctx.compile(&*self.isa, &mut ControlPlane::default()) {
            Ok(code) => u64::from(code.buffer.alignment),
            Err(_) => {
                self.ctx.clear();
                return None;
            }
        };
        let code = self.ctx.compiled_code()?;
        // Units call nothing by name; code that would need relocating is not
        // installed (the interpreter runs the unit).
        let bytes = code
            .buffer
            .relocs()
            .is_empty()
            .then(|| code.code_buffer().to_vec());
        self.ctx.clear();
        Some(Built {
            bytes: bytes?,
            align,
            time: began.elapsed(),
        })
    }
}

/// The host's code generator, made once per process; `None` where
/// Cranelift has no backend for the host.
pub(super) fn shared_isa() -> Option<OwnedTargetIsa> {
    static ISA: OnceLock<Option<OwnedTargetIsa>> = OnceLock::new();
    ISA.get_or_init(super::cache::host_isa).clone()
}

/// Queues `job` on the worker thread (started at the first job of the
/// process); gives it back if there is no worker.
pub(super) fn send(job: Job) -> Result<(), Box<Job>> {
    static JOBS: OnceLock<Option<Sender<Job>>> = OnceLock::new();
    let jobs = JOBS.get_or_init(|| {
        let isa = shared_isa()?;
        let (jobs, inbox) = mpsc::channel::<Job>();
        std::thread::Builder::new()
            .name("cpu0-translate".into())
            .spawn(move || work(isa, inbox))
            .ok()?;
        Some(jobs)
    });
    match jobs {
        Some(jobs) => jobs.send(job).map_err(|e| Box::new(e.0)),
        None => Err(Box::new(job)),
    }
}

/// The worker thread: compiles jobs in the order they come, but for
/// translators that flushed or were dropped since. Measured (round 14, idle
/// 2-core machine, medians of 8 runs): newest job first made mandel 20.5 ->
/// 22.7 ms, kernels 8.44 -> 8.80, recursion 1.12 -> 1.23. As a batch thread
/// (`SCHED_BATCH`: no preempting the interpreter when a job wakes it) a busy
/// machine ran linsolve in 2.2 ms instead of 7.5 (interpreter 2.2) but
/// kernels in 51 ms instead of 29, the worker starved (55% translated
/// instead of 86%); on an idle machine it changes nothing.
///
/// Round 15 (Zen 5, the bench under `chrt -f 10`, medians of 6 runs
/// alternating with the FIFO build), hottest job first: the dispatcher
/// raised a queued job's priority by its start's arrivals per instruction
/// since it was queued (looked at every 256 arrivals while it waited), the
/// worker drained the channel and took the highest: mandel 17.4 -> 18.0 ms,
/// nbody 20.6 -> 21.2, kernels 7.98 -> 8.26, fmt 4.65 -> 4.95, sim-speed
/// 2.33 -> 2.24 G/s. Timestamps per job showed why: the worker is busy
/// 14.2 ms of mandel's ~19 (jobs wait ~1.05 ms, median, to be started;
/// installed ~10 us after they are done), and mandel's hot starts are
/// soft-float routines called from one loop, all about as often, so the
/// order hardly changed while the looks cost dispatcher rounds. It is the
/// worker's throughput, not its order, that holds hot code back.
fn work(isa: OwnedTargetIsa, inbox: Receiver<Job>) {
    // Ready before the main thread installs this worker's first unit.
    super::helpers::helper_code();
    let mut builder = Builder::new(isa.clone());
    for mut job in inbox {
        let wanted = job.current.load(Ordering::Relaxed) == job.epoch;
        let (built, panic) = if wanted {
            // The panic goes back with the job: the worker serves on.
            match catch_unwind(AssertUnwindSafe(|| builder.build(&mut job))) {
                Ok(built) => (built, None),
                Err(panic) => {
                    builder = Builder::new(isa.clone());
                    (None, Some(panic))
                }
            }
        } else {
            (None, None)
        };
        // The translator may be gone: nobody is waiting then.
        let reply = job.reply.clone();
        let replied = job.replied.clone();
        let _ = reply.send(Done { job, built, panic });
        replied.fetch_add(1, Ordering::Release);
    }
}

#[cfg(test)]
pub(super) mod tests {
    use std::sync::atomic::{AtomicU32, Ordering};

    /// The guest address whose unit makes the compiler panic (none if odd).
    static PANIC_AT: AtomicU32 = AtomicU32::new(1);

    pub(in super::super) fn panic_if_asked(pc: u32) {
        if PANIC_AT.load(Ordering::Relaxed) == pc {
            panic!("compiling the unit at {pc:#x} failed (as the test asked)");
        }
    }

    /// Makes compiling the unit at `pc` panic, in every machine of the process.
    pub(in super::super) fn panic_at(pc: u32) {
        PANIC_AT.store(pc, Ordering::Relaxed);
    }
}
