//! Compiling functions in the background while their producer goes on.
//!
//! A `Module` is handed functions one at a time (an importer translates them
//! in order). Compiling each on rayon's threads as soon as it arrives overlaps
//! the compilation with the translation of the next ones; [`CompileQueue::finish`]
//! then hands the results back in the order the functions came, so the output
//! does not depend on the number of threads or on timing.
//!
//! `finish` compiles whatever no thread has started yet on its own thread and
//! only waits for compilations already running, so it cannot deadlock even
//! when called from inside rayon's pool. A panic while compiling (a compiler
//! bug) is carried to `finish` and raised there, as `compile_all` would.

use crate::{compile, CompileError, CompiledFunction, Flags};
use cranelift_codegen::ir::Function;
use cranelift_codegen::Context;
use std::any::Any;
use std::collections::VecDeque;
use std::panic::{catch_unwind, resume_unwind, AssertUnwindSafe};
use std::sync::{Arc, Condvar, Mutex, MutexGuard};

/// One function's result: its tag, the function after compilation (its
/// signature and names are read when placing the code) and the code.
pub type Compiled<T> = (T, Function, Result<CompiledFunction, CompileError>);

/// Functions handed to rayon's threads as they arrive; see the module docs.
pub struct CompileQueue<T> {
    flags: Flags,
    shared: Arc<Shared<T>>,
    /// How many functions were submitted since the last `finish`.
    submitted: usize,
}

struct Shared<T> {
    state: Mutex<State<T>>,
    /// Signalled when a compilation finishes.
    finished: Condvar,
}

/// A compilation's result, or the compiler's panic.
type Outcome<T> = Result<Compiled<T>, Box<dyn Any + Send>>;

struct State<T> {
    /// Not yet started: (submission index, tag, function).
    waiting: VecDeque<(usize, T, Function)>,
    /// Results by submission index.
    done: Vec<Option<Outcome<T>>>,
    /// Compilations running now.
    running: usize,
}

impl<T: Send + 'static> CompileQueue<T> {
    pub fn new(flags: Flags) -> CompileQueue<T> {
        CompileQueue {
            flags,
            shared: Arc::new(Shared {
                state: Mutex::new(State {
                    waiting: VecDeque::new(),
                    done: Vec::new(),
                    running: 0,
                }),
                finished: Condvar::new(),
            }),
            submitted: 0,
        }
    }

    /// Queues `func` and lets a rayon thread compile it.
    pub fn submit(&mut self, tag: T, func: Function) {
        let index = self.submitted;
        self.submitted += 1;
        {
            let mut state = lock(&self.shared.state);
            state.done.push(None);
            state.waiting.push_back((index, tag, func));
        }
        let (shared, flags) = (Arc::clone(&self.shared), self.flags);
        rayon::spawn(move || {
            // `finish` may have taken the function already.
            if let Some(job) = start_next(&shared) {
                run(&shared, job, &flags);
            }
        });
    }

    /// Every function submitted since the last `finish`, compiled, in the order
    /// they were submitted.
    pub fn finish(&mut self) -> Vec<Compiled<T>> {
        while let Some(job) = start_next(&self.shared) {
            run(&self.shared, job, &self.flags);
        }
        let mut state = lock(&self.shared.state);
        while state.running > 0 {
            state = self
                .shared
                .finished
                .wait(state)
                .unwrap_or_else(|e| e.into_inner());
        }
        self.submitted = 0;
        let done = std::mem::take(&mut state.done);
        drop(state);
        done.into_iter()
            .map(
                |r| match r.expect("every submitted function was compiled") {
                    Ok(compiled) => compiled,
                    Err(panic) => resume_unwind(panic),
                },
            )
            .collect()
    }
}

/// Takes the oldest waiting function and counts it as running.
fn start_next<T>(shared: &Shared<T>) -> Option<(usize, T, Function)> {
    let mut state = lock(&shared.state);
    let job = state.waiting.pop_front()?;
    state.running += 1;
    Some(job)
}

fn run<T>(shared: &Shared<T>, (index, tag, func): (usize, T, Function), flags: &Flags) {
    let result = catch_unwind(AssertUnwindSafe(|| {
        let mut ctx = Context::for_function(func);
        let code = compile(&mut ctx, flags);
        (tag, ctx.func, code)
    }));
    let mut state = lock(&shared.state);
    state.done[index] = Some(result);
    state.running -= 1;
    shared.finished.notify_all();
}

/// The lock, even if a thread panicked while holding it (a compiler panic is
/// reported by that thread; the data stays consistent between our updates).
fn lock<S>(m: &Mutex<S>) -> MutexGuard<'_, S> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn functions(n: usize) -> Vec<Function> {
        let text: String = (0..n)
            .map(|i| {
                format!(
                    "function %f{i}(i32) -> i32 {{\nblock0(v0: i32):\n  v1 = iconst.i32 {}\n  v2 = iadd v0, v1\n  return v2\n}}\n",
                    i + 1
                )
            })
            .collect();
        cranelift_reader::parse_functions(&text).unwrap()
    }

    fn flags() -> Flags {
        Flags {
            disassembly: true,
            ..Flags::default()
        }
    }

    #[test]
    fn results_come_back_in_submission_order() {
        let mut queue = CompileQueue::new(flags());
        for (i, f) in functions(24).into_iter().enumerate() {
            queue.submit(i, f);
        }
        let done = queue.finish();
        assert_eq!(done.len(), 24);
        for (i, (tag, func, code)) in done.into_iter().enumerate() {
            assert_eq!(tag, i);
            assert_eq!(func.name.to_string(), format!("%f{i}"));
            // Adding the constant i + 1 is one `addiu $v0, $a0, i + 1`.
            let disasm = code.unwrap().disasm.unwrap();
            let add = format!("addiu $v0, $a0, {}", i + 1);
            assert!(disasm.contains(&add), "{disasm}");
        }
        // The queue is empty and usable again.
        assert!(queue.finish().is_empty());
        queue.submit(99, functions(1).remove(0));
        assert_eq!(queue.finish()[0].0, 99);
    }

    #[test]
    fn finish_inside_a_busy_pool_compiles_the_rest_itself() {
        // With one worker, which runs this closure, the spawned jobs cannot start:
        // `finish` must compile them on its own thread instead of waiting.
        let pool = rayon::ThreadPoolBuilder::new()
            .num_threads(1)
            .build()
            .unwrap();
        let done = pool.install(|| {
            let mut queue = CompileQueue::new(flags());
            for (i, f) in functions(4).into_iter().enumerate() {
                queue.submit(i, f);
            }
            queue.finish()
        });
        let tags: Vec<usize> = done.iter().map(|d| d.0).collect();
        assert_eq!(tags, [0, 1, 2, 3]);
        assert!(done.iter().all(|d| d.2.is_ok()));
    }
}
