//! The translating engine: guest code becomes host code through Cranelift.
//!
//! The dispatcher ([`Machine::execute_translated`]) looks the PC up in the code
//! cache ([`cache`]). Cold code runs in the interpreter, which counts the
//! arrivals at each transfer target and hands over to the dispatcher only at
//! a translated unit or at a target reached [`HOT_AFTER`] times, so short
//! programs pay no translation and cold code no dispatch; then [`scan`] picks
//! the unit's instructions, and [`worker`] has [`emit`] write the CLIF and
//! Cranelift compile it for the host: on the worker thread while the
//! interpreter goes on (the unit is installed when the dispatcher next runs,
//! if its guest words are unchanged) or at once in synchronous mode.
//! `cranelift-jit` holds the code. Translated units chain to
//! each other without coming back here (link slots for known targets, the fast
//! table for `ret` and `jalr`). Everything a unit cannot do exactly as the
//! interpreter does is left to the interpreter, one instruction at a time: a PC
//! in a delay slot or misaligned, an instruction the scan leaves out, a side
//! exit (the I/O ports, faults, ...), or a unit longer than the budget left.
//! Stores that touch translated words are recorded by `Memory`, and the units
//! covering them are dropped before more translated code runs.

#[cfg(all(target_arch = "x86_64", target_os = "linux"))]
mod arena;
mod cache;
mod emit;
mod helpers;
mod scan;
mod worker;

pub use cache::host_supported;
use cache::POLL_EVERY;
pub(crate) use cache::{count_arrival, Translator, HOT_AFTER};
pub(crate) use worker::Compile;

use crate::machine::Machine;
use crate::memory::TRANSLATED;
use crate::trap::{Halt, Trap};
use crate::zeroed::Zeroed;
use cache::Entry;
use emit::{Env, AT_SLOT, SIDE_EXIT};
use scan::MAX_UNIT;

/// A machine's first `WARM_UP_PER_ARRIVAL * translate_after` instructions
/// (10,000 by default, ~25 us) run on the plain interpreter, with no
/// translator: a short program pays nothing for one (a program of 1,324
/// instructions ran 6 us interpreted and 23-28 us on this engine, which made
/// its tables and counted arrivals into fresh pages; now 3.2 us on both).
/// Code so early in a run seldom repays its compile anyway. 50 per arrival
/// cost the bench's programs 60-180 us each (recursion, arith, fconv, fmt).
///
/// Past the warm-up, what a short run pays (round 16, linsolve: 713 K
/// instructions, 1.78 ms interpreted, ~1.90 translated with 1.2% of them in
/// translated code; timers on the main thread): the watched interpreter
/// itself nothing (with no job ever sent it ran 1.69-1.75 ms against 1.73-
/// 1.80 for the plain one, its tables' 23 more page faults included); the
/// first module 17 us (12 its code arena, 5 the helpers); the translated-
/// words table 16 us (its fresh pages); ~8 us per job sent to a sleeping
/// worker (the wake-up); ~5 us per install (a fresh page of the fast table
/// or of its lengths); ~60 us of dispatcher rounds, scans and the rest. In a fresh process it
/// is worse (linsolve 2.15 ms, recursion 1.17 against 1.78 and 0.94): the
/// first send starts the worker (~60 us), and while it makes its first
/// units the interpreter runs slower (1.87-1.94 ms instead of 1.69);
/// starting the worker with the machine made that 2.04 (it compiled more
/// meanwhile). Making the module on the worker cost recursion 30-60 us
/// (its first unit came later); a worker spinning 200 us before it sleeps
/// gained recursion 30 us but cost kernels 6% (medians of 5 bench runs).
const WARM_UP_PER_ARRIVAL: u64 = 10;

/// Where the dispatcher stands at a PC.
enum Lookup {
    Hot {
        entry: u64,
        len: u32,
    },
    /// To interpret, up to the next transfer target worth a look.
    Cold,
}

impl Machine {
    /// [`execute`](Self::execute) on the translating engine.
    pub(crate) fn execute_translated(&mut self, limit: u64) -> Result<Halt, Trap> {
        if self.translator.is_none() {
            let warm_up = self.warm_up();
            if self.stats.instructions < warm_up {
                let end = limit.min(warm_up);
                match self.execute_interp(end) {
                    Err(Trap::BudgetExhausted { .. }) if end < limit => {}
                    other => return other,
                }
            }
            self.translator = Translator::new(self.translate_after, self.compile).map(Box::new);
            self.mem.code_words = Zeroed::new(0);
            self.mem.translations_stale = false;
            self.mem.stale_words.clear();
        }
        // Memory too small for any access to pass the bounds check as emitted.
        if self.translator.is_none() || self.mem.size() < 4 {
            return self.execute_interp(limit);
        }
        // The link slot the last unit returned through, to fill with the next unit.
        let mut pending_link = 0;
        loop {
            let full = self.translator.as_ref().is_some_and(|t| t.wants_flush());
            if self.mem.translations_stale || !self.mem.stale_words.is_empty() || full {
                self.drop_stale();
                pending_link = 0;
            }
            if self.translator.as_ref().is_some_and(|t| t.in_flight() > 0) {
                self.install_finished();
            }
            let pc = self.cpu.pc;
            let count = self.stats.instructions;
            if count >= limit || pc & crate::machine::HALT_BIT != 0 {
                // The interpreter decides between a halt and the budget.
                return self.execute_interp(limit);
            }
            // Only at the start of an instruction that is not a delay slot.
            let enterable = pc.is_multiple_of(4)
                && self.cpu.npc == pc.wrapping_add(4)
                && self.cpu.slot_at != count
                && pc < self.mem.size();
            let remaining = limit - count;
            let lookup = if enterable {
                self.lookup(pc)
            } else {
                Lookup::Cold
            };
            let link = std::mem::take(&mut pending_link);
            match lookup {
                Lookup::Hot { entry, len } if u64::from(len) <= remaining => {
                    let translator = self.translator.as_mut().expect("checked above");
                    if link != 0 {
                        translator.link(link, pc, entry);
                    }
                    self.cpu.link = 0;
                    // SAFETY: the unit is live and was compiled for this machine's
                    // memory and tables, none of which has moved since (a flush
                    // drops it), and it checks every access against them.
                    let result = unsafe { translator.run(entry, &mut self.cpu, limit, count) };
                    pending_link = self.cpu.link;
                    translator.ran += (result >> 2) - count;
                    self.stats.instructions = result >> 2;
                    // Units store the next PC only at a delay slot.
                    self.cpu.slot_at = if result & AT_SLOT != 0 {
                        self.stats.instructions
                    } else {
                        self.cpu.npc = self.cpu.pc.wrapping_add(4);
                        u64::MAX
                    };
                    if result & SIDE_EXIT != 0 {
                        pending_link = 0;
                        self.interpret(limit, 1)?;
                    }
                }
                _ => {
                    // While jobs are out, back now and then to install what is done.
                    let waiting = self.translator.as_ref().is_some_and(|t| t.in_flight() > 0);
                    let end = if waiting {
                        limit.min(count.saturating_add(POLL_EVERY))
                    } else {
                        limit
                    };
                    match self.execute_watched(end) {
                        Ok(_) | Err(Trap::BudgetExhausted { .. }) => {}
                        Err(trap) => return Err(trap),
                    }
                }
            }
        }
    }

    /// The instructions a machine runs on the plain interpreter before its
    /// translator is made: [`WARM_UP_PER_ARRIVAL`] per arrival that makes a
    /// start hot, with background compiles (the default; the other modes are
    /// for tests, which want units early).
    fn warm_up(&self) -> u64 {
        match self.compile {
            Compile::Background => WARM_UP_PER_ARRIVAL * u64::from(self.translate_after),
            Compile::Now | Compile::Lockstep => 0,
        }
    }

    /// Interprets up to `n` instructions (at least one is left: `count < limit`).
    /// A halt it reaches is left for the caller's loop to return.
    fn interpret(&mut self, limit: u64, n: u64) -> Result<(), Trap> {
        let count = self.stats.instructions;
        let end = limit.min(count.saturating_add(n));
        match self.execute_interp(end) {
            Ok(_) | Err(Trap::BudgetExhausted { .. }) => Ok(()),
            Err(trap) => Err(trap),
        }
    }

    /// Drops the units covering stale words (all of them after a permission change).
    fn drop_stale(&mut self) {
        let Some(translator) = self.translator.as_mut() else {
            return;
        };
        if self.mem.translations_stale || translator.wants_flush() {
            self.flush_translations();
            return;
        }
        let stale = std::mem::take(&mut self.mem.stale_words);
        for (first, last) in stale {
            let mut dropped = Vec::new();
            for word in first.saturating_sub(MAX_UNIT - 1)..=last {
                let pc = (word * 4) as u32;
                let Some(Entry::Hot { len, .. }) = translator.entries.get(&pc).copied() else {
                    continue;
                };
                if word + len as usize > first {
                    translator.drop_unit(pc);
                    translator.note_rewrite(pc);
                    dropped.push((word, len as usize));
                }
            }
            // Unmark the dropped words, then mark again those a live unit covers.
            for &(word, len) in &dropped {
                for bits in &mut self.mem.code_words[word..word + len] {
                    *bits &= !TRANSLATED;
                }
            }
            for &(word, len) in &dropped {
                let from = word.saturating_sub(MAX_UNIT - 1);
                for start in from..word + len {
                    let pc = (start * 4) as u32;
                    if let Some(Entry::Hot { len, .. }) = translator.entries.get(&pc) {
                        for bits in &mut self.mem.code_words[start..start + *len as usize] {
                            *bits |= TRANSLATED;
                        }
                    }
                }
            }
        }
    }

    fn flush_translations(&mut self) {
        if let Some(translator) = self.translator.as_mut() {
            translator.flush();
        }
        // Made afresh with the next unit: clearing it would write every page.
        self.mem.code_words = Zeroed::new(0);
        self.mem.translations_stale = false;
        self.mem.stale_words.clear();
    }

    /// What to do at `pc` (aligned, inside memory, not a delay slot); counts
    /// the visit and translates the unit once it is hot.
    fn lookup(&mut self, pc: u32) -> Lookup {
        let Some(translator) = self.translator.as_mut() else {
            return Lookup::Cold;
        };
        if let Some((entry, len)) = translator.fast_lookup(pc) {
            return Lookup::Hot { entry, len };
        }
        if !translator.hit(pc) {
            return Lookup::Cold;
        }
        let entry = match translator.entries.get(&pc).copied() {
            // Evicted from the fast table by another unit: put it back.
            Some(entry @ Entry::Hot { .. }) => entry,
            Some(Entry::Never) => {
                translator.reset_hits(pc);
                return Lookup::Cold;
            }
            // Installed when the worker has it (see `POLL_EVERY`). Skipping
            // a job whose start arrived fewer than `translate_after` times in
            // the N instructions since it was queued (the worker sent it back
            // uncompiled, its start counted afresh) wasted more than it saved
            // (round 15, medians of 5 runs, N never / 1 M / 300 K): mandel
            // 18.4 / 20.3 / 21.4 ms, nbody 21.8 / 24.0 / 27.9; nbody then
            // translated more (3,250 / 3,833 / 4,110 instructions): starts
            // that arrive seldom still lead into code that runs often, and
            // were queued again later.
            Some(Entry::Pending) => {
                translator.reset_hits(pc);
                return Lookup::Cold;
            }
            // Counted afresh: once the unit around it runs, this start may
            // not be reached here again (and its compile would be wasted).
            None if translator.inside_pending(pc) => {
                translator.reset_hits(pc);
                return Lookup::Cold;
            }
            // Its code was rewritten under its units before: wait longer.
            None if translator.backing_off(pc) => {
                translator.reset_hits(pc);
                return Lookup::Cold;
            }
            // Enough out already: queued now, it would come back late.
            None if translator.busy() => {
                translator.recheck_later(pc);
                return Lookup::Cold;
            }
            None => self.translate(pc),
        };
        let Some(translator) = self.translator.as_mut() else {
            return Lookup::Cold;
        };
        match entry {
            Entry::Hot { entry, len } => {
                translator.set_hot(pc, entry, len);
                Lookup::Hot { entry, len }
            }
            Entry::Never => {
                translator.entries.insert(pc, entry);
                translator.reset_hits(pc);
                Lookup::Cold
            }
            Entry::Pending => {
                translator.entries.insert(pc, entry);
                translator.reset_hits(pc);
                Lookup::Cold
            }
        }
    }

    /// Translates the unit at `pc`: `Hot`, `Never` if it cannot be, or
    /// `Pending` if the worker thread compiles it.
    fn translate(&mut self, pc: u32) -> Entry {
        // The unit ends where one translated or queued starts, and falls
        // through to it: compiling the same words twice would cost the worker,
        // which is busy most of a long run (mandel: 14.2 ms of ~19), and leave
        // it later to compile the next hot start. Translated, mandel 2,794 ->
        // 2,566 guest instructions, nbody 3,250 -> 2,530; compiling on this
        // thread (`SIM_SPEED_ONLY=p:translate:1000:sync`) mandel 27.3 -> 25.5
        // ms, nbody 32.9 -> 29.8; with the worker (bench under `chrt -f 10`,
        // medians of 8 alternating runs) nbody 21.4 -> 20.7, kernels 8.33 ->
        // 8.24, mandel 18.23 -> 18.24 (more transfers between units), the
        // others within the spread, sim-speed 2.22 -> 2.25 G/s.
        let entries = self.translator.as_ref().map(|t| &t.entries);
        let unit_at = |at: u32| {
            matches!(
                entries.and_then(|e| e.get(&at)),
                Some(Entry::Hot { .. } | Entry::Pending)
            )
        };
        let strict = self.config.strict;
        let Some(unit) = scan::scan(
            &self.mem,
            &self.pages,
            self.decoder,
            strict,
            pc,
            MAX_UNIT,
            unit_at,
        ) else {
            return Entry::Never;
        };
        // Made with the first unit: until then no store has to look at it.
        if self.mem.code_words.is_empty() {
            self.mem
                .make_code_words(emit::CODE_WORDS_SLACK, &self.pages);
        }
        let env = Env {
            mem: self.mem.bytes_ptr(),
            mem_size: self.mem.size(),
            denied: self.pages.active().then(|| self.pages.denied().as_ptr()),
            code_words: self.mem.code_words.as_ptr(),
            clean_store: self.mem.clean_store,
            endian: self.mem.endian(),
            strict: self.config.strict,
            links: std::ptr::null_mut(),
            fast: std::ptr::null(),
        };
        let len = unit.insts.len() as u32;
        let Some(translator) = self.translator.as_mut() else {
            return Entry::Never;
        };
        let mut job = translator.job(env, unit);
        if translator.background() {
            match translator.send(job) {
                Ok(()) => return Entry::Pending,
                Err(back) => job = *back,
            }
        }
        let Some(entry) = translator.compile(job) else {
            return Entry::Never;
        };
        self.mark_translated(pc, len);
        Entry::Hot { entry, len }
    }

    /// Marks the `len` words from `pc` as translated: stores to them are noted.
    fn mark_translated(&mut self, pc: u32, len: u32) {
        let first = pc as usize / 4;
        if let Some(words) = self.mem.code_words.get_mut(first..first + len as usize) {
            for bits in words {
                *bits |= TRANSLATED;
            }
        }
    }

    /// Installs the units the worker thread finished (in lockstep mode, waits
    /// for every job out), unless the guest words one was made from changed
    /// while it compiled (then its start is counted afresh) or the cache was
    /// flushed since (then it is for a module that is gone). Only here,
    /// between units, does the code arena change.
    fn install_finished(&mut self) {
        while let Some(done) = self.translator.as_mut().and_then(|t| t.finished()) {
            let Some(translator) = self.translator.as_ref() else {
                return;
            };
            if !translator.current(&done) {
                continue;
            }
            let pc = done.job.pc;
            // As long as when it was queued, whatever units started since.
            let max = done.job.unit.insts.len();
            let strict = self.config.strict;
            let now = scan::scan(
                &self.mem,
                &self.pages,
                self.decoder,
                strict,
                pc,
                max,
                |_| false,
            );
            let unchanged =
                now.is_some_and(|u| u.insts == done.job.unit.insts && u.end == done.job.unit.end);
            let len = done.job.unit.insts.len() as u32;
            let Some(translator) = self.translator.as_mut() else {
                return;
            };
            if !unchanged {
                translator.entries.remove(&pc);
                translator.reset_hits(pc);
                continue;
            }
            match done
                .built
                .and_then(|built| translator.install(done.job, built))
            {
                Some(entry) => {
                    translator.set_hot(pc, entry, len);
                    self.mark_translated(pc, len);
                }
                None => {
                    translator.entries.insert(pc, Entry::Never);
                    translator.reset_hits(pc);
                }
            }
        }
    }

    /// Guest instructions translated so far, the time it took, and the
    /// instructions executed in translated code (zeros on the interpreter).
    pub fn translation_stats(&self) -> (u64, std::time::Duration, u64) {
        self.translator
            .as_ref()
            .map_or((0, std::time::Duration::ZERO, 0), |t| {
                (t.translated_insts, t.translate_time, t.ran)
            })
    }

    /// Sets how many times a unit start runs in the interpreter before it is
    /// translated (1,000 by default; 0 translates everything at first sight,
    /// which tests use to exercise translated code on short programs). With
    /// background translation the machine's first `10 * entries` instructions
    /// run on the plain interpreter, before any counting.
    pub fn set_translate_after(&mut self, entries: u32) {
        self.translate_after = entries;
        if let Some(translator) = self.translator.as_mut() {
            translator.set_mode(entries, self.compile);
        }
    }

    /// Whether hot units are compiled on a worker thread while this one goes
    /// on interpreting (on by default): each is installed the next time the
    /// dispatcher runs after it is ready, so which instructions run translated
    /// depends on timing (the results never do). Off, a unit is compiled the
    /// moment it is hot and runs at once, which tests that count translated
    /// instructions need. Never with [`set_translate_after`](Self::set_translate_after)`(0)`.
    pub fn set_background_translation(&mut self, on: bool) {
        self.set_compile(if on {
            Compile::Background
        } else {
            Compile::Now
        });
    }

    /// For tests and fuzzing: units are still compiled on the worker thread,
    /// but the dispatcher, at its next round after queueing a job (the next
    /// time translated code could run), waits until the job is back and
    /// installs it then, or drops it if its guest words changed or the cache
    /// was flushed meanwhile. So what runs between a job and its install no
    /// longer depends on timing, and a finding replays. Also with
    /// [`set_translate_after`](Self::set_translate_after)`(0)`. Off: back to
    /// background translation.
    #[doc(hidden)]
    pub fn set_lockstep_translation(&mut self, on: bool) {
        self.set_compile(if on {
            Compile::Lockstep
        } else {
            Compile::Background
        });
    }

    fn set_compile(&mut self, compile: Compile) {
        self.compile = compile;
        if let Some(translator) = self.translator.as_mut() {
            translator.set_mode(self.translate_after, compile);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{emit, worker, Compile, Entry, Translator};
    use crate::zeroed::Zeroed;
    use crate::{Config, Engine, Machine};
    use std::panic::{catch_unwind, AssertUnwindSafe};

    /// A compile that panics, on the worker thread or on this one, panics the
    /// run: a bug in the compiler does not pass for an untranslatable unit.
    #[test]
    fn a_panic_in_compiling_a_unit_reaches_the_caller() {
        let src = "
        addiu $t0, $zero, 50
loop:   addiu $t0, $t0, -1
        bne   $t0, $zero, loop
        nop
        ret   $lr
        nop
";
        // Far from where other tests put code: the hook is per process.
        let base = 0xA000;
        let config = Config::default();
        let bytes = cpu0_asm::assemble(src, config.endian).unwrap().bytes;
        worker::tests::panic_at(base + 4);
        for compile in [Compile::Now, Compile::Lockstep] {
            let mut m = Machine::new(config.clone()).unwrap();
            m.set_engine(Engine::Translate);
            m.set_translate_after(2);
            m.set_compile(compile);
            m.load(base, &bytes).unwrap();
            m.set_pc(base);
            let run = catch_unwind(AssertUnwindSafe(|| m.run()));
            assert!(run.is_err(), "{compile:?}: {run:?}");
        }
        worker::tests::panic_at(1);
    }

    /// A result from before a flush leaves the record of the new job for the
    /// same start: the starts inside that unit are still not queued.
    #[test]
    fn an_older_result_leaves_the_new_jobs_record() {
        let config = Config::default();
        let src = "addiu $v0, $v0, 1\n addiu $v0, $v0, 2\n ret $lr\n nop\n";
        let bytes = cpu0_asm::assemble(src, config.endian).unwrap().bytes;
        let mut m = Machine::new(config).unwrap();
        m.load(0x100, &bytes).unwrap();
        let Some(translator) = Translator::new(2, Compile::Lockstep) else {
            return;
        };
        m.translator = Some(Box::new(translator));
        m.mem.code_words = Zeroed::new(m.mem.size() as usize / 4 + emit::CODE_WORDS_SLACK);
        assert!(matches!(m.translate(0x100), Entry::Pending));
        m.flush_translations();
        assert!(matches!(m.translate(0x100), Entry::Pending));
        let t = m.translator.as_mut().unwrap();
        // The worker answers in order: the old job first.
        let old = t.finished().unwrap();
        assert_eq!(old.job.epoch, 0);
        assert!(t.inside_pending(0x104));
        let new = t.finished().unwrap();
        assert_eq!(new.job.epoch, 1);
        assert!(!t.inside_pending(0x104));
        assert!(t.finished().is_none());
    }
}
