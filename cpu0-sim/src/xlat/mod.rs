//! The translating engine: guest code becomes host code through Cranelift.
//!
//! The dispatcher ([`Machine::execute_translated`]) looks the PC up in a small
//! direct-mapped cache in front of a map of units, translates a unit at first
//! use ([`scan`] picks the instructions, [`emit`] writes the CLIF,
//! `cranelift-jit` compiles it for the host) and calls it. Everything a unit
//! cannot do exactly as the interpreter does is left to the interpreter, one
//! instruction at a time: a PC in a delay slot or misaligned, an instruction the
//! scan leaves out, a side exit, or a unit longer than the budget left. Stores
//! that touch translated words mark the translations stale (see `Memory`), and
//! all of them are dropped before more translated code runs.

mod emit;
mod scan;

use crate::machine::{Cpu, Machine, HALT_BIT};
use crate::trap::{Halt, Trap};
use cranelift_codegen::ir::{types, AbiParam, UserFuncName};
use cranelift_codegen::{settings, settings::Configurable, Context};
use cranelift_frontend::{FunctionBuilder, FunctionBuilderContext};
use cranelift_jit::{JITBuilder, JITModule};
use cranelift_module::{default_libcall_names, Linkage, Module};
use emit::{Env, AT_SLOT, SIDE_EXIT};
use scan::End;
use std::collections::HashMap;

/// A translated unit: `entry(cpu, budget)` runs at most `budget` instructions
/// (whole passes of `len`) and returns `executed << 2 | flags`.
#[derive(Clone, Copy)]
struct Translated {
    entry: unsafe extern "C" fn(*mut Cpu, u64) -> u64,
    len: u64,
    /// Whether the unit ends with a delayed transfer and its slot.
    delayed: bool,
}

/// Direct-mapped cache entries (by word address).
const CACHE_SIZE: usize = 4096;

/// The code cache of one machine.
pub(crate) struct Translator {
    module: JITModule,
    ctx: Context,
    builder_ctx: FunctionBuilderContext,
    /// Every PC looked up so far: its unit, or `None` if it starts with an
    /// instruction the translator leaves to the interpreter.
    units: HashMap<u32, Option<Translated>>,
    /// The last lookup per cache line, in front of `units`.
    cache: Vec<(u32, Option<Translated>)>,
    next_name: u32,
}

/// No PC (aligned, below the halting addresses) is this.
const NO_PC: u32 = u32::MAX;

fn host_module() -> Option<JITModule> {
    let mut flags = settings::builder();
    flags.set("opt_level", "speed").ok()?;
    let isa = cranelift_native::builder()
        .ok()?
        .finish(settings::Flags::new(flags))
        .ok()?;
    Some(JITModule::new(JITBuilder::with_isa(
        isa,
        default_libcall_names(),
    )))
}

impl Translator {
    /// A translator for the host, or `None` where Cranelift has no backend.
    fn new() -> Option<Translator> {
        Some(Translator {
            module: host_module()?,
            ctx: Context::new(),
            builder_ctx: FunctionBuilderContext::new(),
            units: HashMap::new(),
            cache: vec![(NO_PC, None); CACHE_SIZE],
            next_name: 0,
        })
    }

    /// Drops every unit and frees their code.
    fn flush(&mut self) -> bool {
        let Some(fresh) = host_module() else {
            return false;
        };
        let old = std::mem::replace(&mut self.module, fresh);
        // SAFETY: no translated code is running (the dispatcher calls this between
        // units) and every pointer into the old code goes with `units` and `cache`.
        unsafe { old.free_memory() };
        self.units.clear();
        self.cache.fill((NO_PC, None));
        true
    }

    /// Compiles `unit`; `None` if Cranelift refuses (then the interpreter runs it).
    fn compile(&mut self, env: &Env, unit: &scan::Unit) -> Option<Translated> {
        let mut sig = self.module.make_signature();
        sig.params.push(AbiParam::new(types::I64));
        sig.params.push(AbiParam::new(types::I64));
        sig.returns.push(AbiParam::new(types::I64));
        let name = format!("unit{}", self.next_name);
        self.next_name += 1;
        let id = self
            .module
            .declare_function(&name, Linkage::Local, &sig)
            .ok()?;
        self.ctx.clear();
        self.ctx.func.signature = sig;
        self.ctx.func.name = UserFuncName::user(0, id.as_u32());
        {
            let mut b = FunctionBuilder::new(&mut self.ctx.func, &mut self.builder_ctx);
            emit::emit(&mut b, env, unit);
            b.finalize(self.module.target_config());
        }
        let defined = self.module.define_function(id, &mut self.ctx);
        self.ctx.clear();
        defined.ok()?;
        self.module.finalize_definitions().ok()?;
        let code = self.module.get_finalized_function(id);
        // SAFETY: the function was built with exactly this signature in the host's
        // default calling convention.
        let entry = unsafe {
            std::mem::transmute::<*const u8, unsafe extern "C" fn(*mut Cpu, u64) -> u64>(code)
        };
        Some(Translated {
            entry,
            len: unit.insts.len() as u64,
            delayed: unit.end == End::Delayed,
        })
    }
}

impl Machine {
    /// [`execute`](Self::execute) on the translating engine.
    pub(crate) fn execute_translated(&mut self, limit: u64) -> Result<Halt, Trap> {
        if self.translator.is_none() {
            self.translator = Translator::new().map(Box::new);
            let words = self.mem.size() as usize / 4;
            self.mem.code_words = vec![0; words];
            self.mem.translations_stale = false;
        }
        // Memory too small for any access to pass the bounds check as emitted.
        if self.translator.is_none() || self.mem.size() < 4 {
            return self.execute_interp(limit);
        }
        loop {
            if self.mem.translations_stale {
                self.drop_translations();
            }
            let pc = self.cpu.pc;
            let count = self.stats.instructions;
            if count >= limit || pc & HALT_BIT != 0 {
                // The interpreter decides between a halt and the budget.
                return self.execute_interp(limit);
            }
            // Only at the start of an instruction that is not a delay slot.
            let enterable = pc.is_multiple_of(4)
                && self.cpu.npc == pc.wrapping_add(4)
                && self.cpu.slot_at != count
                && pc < self.mem.size();
            let unit = if enterable { self.unit_at(pc) } else { None };
            match unit {
                Some(unit) if unit.len <= limit - count => {
                    // SAFETY: the unit was compiled for this machine's memory and
                    // tables, none of which has moved since (a flush drops it), and
                    // it checks every access against them.
                    let result = unsafe { (unit.entry)(&mut self.cpu, limit - count) };
                    let executed = result >> 2;
                    self.stats.instructions += executed;
                    if result & AT_SLOT != 0 {
                        self.cpu.slot_at = self.stats.instructions;
                    } else if unit.delayed && result & SIDE_EXIT == 0 {
                        self.cpu.slot_at = self.stats.instructions - 1;
                    }
                    if result & SIDE_EXIT != 0 {
                        self.interpret_one(limit)?;
                    }
                }
                _ => self.interpret_one(limit)?,
            }
        }
    }

    /// Interprets one instruction (`count < limit`). A halt it reaches is
    /// returned as an error-free stop for the caller to pass on.
    fn interpret_one(&mut self, limit: u64) -> Result<(), Trap> {
        let count = self.stats.instructions;
        if count >= limit {
            return Ok(());
        }
        match self.execute_interp(count + 1) {
            Ok(_) | Err(Trap::BudgetExhausted { .. }) => Ok(()),
            Err(trap) => Err(trap),
        }
    }

    fn drop_translations(&mut self) {
        let flushed = self.translator.as_mut().is_some_and(|t| t.flush());
        if !flushed {
            self.translator = None;
        }
        let words = self.mem.size() as usize / 4;
        self.mem.code_words = vec![0; words];
        self.mem.translations_stale = false;
    }

    /// The unit at `pc` (aligned, inside memory), translated on first use.
    fn unit_at(&mut self, pc: u32) -> Option<Translated> {
        let line = (pc as usize >> 2) % CACHE_SIZE;
        let translator = self.translator.as_mut()?;
        let (key, unit) = translator.cache[line];
        if key == pc {
            return unit;
        }
        let unit = match translator.units.get(&pc) {
            Some(unit) => *unit,
            None => {
                let unit = self.translate(pc);
                let translator = self.translator.as_mut()?;
                translator.units.insert(pc, unit);
                unit
            }
        };
        let translator = self.translator.as_mut()?;
        translator.cache[line] = (pc, unit);
        unit
    }

    fn translate(&mut self, pc: u32) -> Option<Translated> {
        let unit = scan::scan(&self.mem, &self.pages, self.decoder, self.config.strict, pc)?;
        let env = Env {
            mem: self.mem.bytes_ptr(),
            mem_size: self.mem.size(),
            denied: self.pages.active().then(|| self.pages.denied().as_ptr()),
            code_words: self.mem.code_words.as_ptr(),
            endian: self.mem.endian(),
            strict: self.config.strict,
        };
        let translated = self.translator.as_mut()?.compile(&env, &unit)?;
        for i in 0..unit.insts.len() {
            let word = (pc as usize >> 2) + i;
            if let Some(flag) = self.mem.code_words.get_mut(word) {
                *flag = 1;
            }
        }
        Some(translated)
    }
}
