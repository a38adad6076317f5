//! The translator's code cache: every unit start seen so far (cold, hot or
//! never translatable), the host code of the hot ones, their link slots, the
//! fast table that indirect transfers and the dispatcher look units up in, and
//! the bookkeeping that drops single units when their guest code changes.

use super::emit::{self, Env};
use super::scan;
use crate::machine::Cpu;
use cranelift_codegen::ir::{
    types, AbiParam, InstBuilder, MemFlagsData, Signature, UserFuncName, Value,
};
use cranelift_codegen::isa::CallConv;
use cranelift_codegen::{settings, settings::Configurable, Context};
use cranelift_frontend::{FunctionBuilder, FunctionBuilderContext};
use cranelift_jit::{JITBuilder, JITModule};
use cranelift_module::{default_libcall_names, Linkage, Module};
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};
use std::mem::offset_of;

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

/// One line of the fast table: the unit for guest address `pc` (`NO_PC` if
/// empty). `repr(C)`: translated code reads it.
#[repr(C)]
#[derive(Clone, Copy)]
pub(crate) struct FastEntry {
    pub pc: u64,
    pub entry: u64,
    /// The unit's length (for the dispatcher).
    pub len: u64,
}

const NO_PC: u64 = u64::MAX;

const EMPTY: FastEntry = FastEntry {
    pc: NO_PC,
    entry: 0,
    len: 0,
};

/// What is known about a unit start that was reached often enough.
#[derive(Clone, Copy)]
pub(super) enum Entry {
    /// Translated: the host function (`tail` convention) and the unit's length.
    Hot { entry: u64, len: u32 },
    /// Its first instruction is always interpreted.
    Never,
}

/// Lines of the table that counts down the arrivals at each guest address
/// (a power of two). Addresses that share a line share a count: that only
/// makes a unit hot sooner.
const WATCH_SIZE: usize = 65536;

/// Counts an arrival at `pc` in the watch table (see [`Translator::watch`]);
/// true if the dispatcher should take over there: a translated unit starts
/// there, or the address has now been reached often enough to translate.
#[inline(always)]
pub(crate) fn count_arrival(watch: &mut [u32], pc: u32) -> bool {
    match watch.get_mut((pc as usize >> 2) % WATCH_SIZE) {
        Some(0) => true,
        Some(left) => {
            *left -= 1;
            *left == 0
        }
        None => false,
    }
}

/// How often a unit start runs in the interpreter before it is translated:
/// translating a unit costs as much as interpreting it some thousands of times,
/// so only code that runs that often is worth it.
pub(crate) const HOT_AFTER: u32 = 1000;

/// Dropped units whose code is kept until the next flush; more than this and
/// the whole cache is flushed to give the memory back.
const MAX_DROPPED: usize = 4096;

/// Host code (bytes) that triggers a flush: within the code arena's reservation.
#[cfg(target_arch = "x86_64")]
const MAX_CODE: usize = super::arena::FLUSH_AT;
#[cfg(not(target_arch = "x86_64"))]
const MAX_CODE: usize = 192 << 20;

/// `enter(unit, cpu, limit, count)`: calls a unit from Rust.
type EnterFn = unsafe extern "C" fn(u64, *mut Cpu, u64, u64) -> u64;

/// The code cache of one machine.
pub(crate) struct Translator {
    /// The host code, made when the first unit is translated (a machine that
    /// never runs hot code pays nothing for it).
    jit: Option<(JITModule, EnterFn)>,
    /// The exit stub (see [`compile_exit_stub`]) of the current module: what
    /// every link slot holds until it is linked.
    exit_stub: u64,
    ctx: Context,
    builder_ctx: FunctionBuilderContext,
    pub(super) entries: AddressMap<Entry>,
    /// Per address (line), the arrivals left before it is translated: 0
    /// where a unit is translated (the watched interpreter stops there) or
    /// due. One table and one test, so that counting cold code costs the
    /// interpreter little.
    pub(crate) watch: Box<[u32]>,
    /// Hot units by `(pc >> 2) % FAST_SIZE`; its address is fixed (translated
    /// code reads it).
    fast: Box<[FastEntry]>,
    /// The link slots of each unit translated since the last flush (two for
    /// its end, one per conditional branch inside it), each followed by its
    /// guest target. Boxed: their
    /// addresses are built into the code, so they must not move when this grows.
    #[allow(clippy::vec_box)]
    links: Vec<Box<[u64]>>,
    /// The link slots filled with the unit at each guest address.
    incoming: AddressMap<Vec<*mut u64>>,
    dropped: usize,
    /// Bytes of host code made since the last flush.
    code_bytes: usize,
    next_name: u32,
    /// Entries before translation ([`HOT_AFTER`] unless set).
    translate_after: u32,
    /// Guest instructions translated, and the time spent on them.
    pub(super) translated_insts: u64,
    pub(super) translate_time: std::time::Duration,
    /// Guest instructions executed in translated code.
    pub(super) ran: u64,
}

fn host_module() -> Option<JITModule> {
    let mut flags = settings::builder();
    // The emitter's CLIF is already simple: Cranelift's e-graph pass costs more
    // translation time than it saves in the translated code.
    flags.set("opt_level", "none").ok()?;
    // The backtracking register allocator stays: the single-pass one compiles
    // about a third faster but spills every value live across a block (each
    // side exit starts one), which made translated code run 1.6x the host
    // instructions (callgrind, nbody) for about the same total.
    // The emitter makes valid CLIF; verifying each unit would double its cost.
    flags.set("enable_verifier", "false").ok()?;
    // Units tail-call each other, which Cranelift implements with frame pointers.
    flags.set("preserve_frame_pointers", "true").ok()?;
    let isa = cranelift_native::builder()
        .ok()?
        .finish(settings::Flags::new(flags))
        .ok()?;
    let mut builder = JITBuilder::with_isa(isa, default_libcall_names());
    #[cfg(target_arch = "x86_64")]
    builder.memory_provider(Box::new(super::arena::CodeArena::new()?));
    Some(JITModule::new(builder))
}

/// Whether Cranelift can generate code for this host (then [`Engine::Translate`]
/// is the default engine).
///
/// [`Engine::Translate`]: crate::Engine::Translate
pub fn host_supported() -> bool {
    static SUPPORTED: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
    *SUPPORTED.get_or_init(|| host_module().is_some())
}

/// `unit(cpu, limit, count, slot)`: `slot` is the link slot the caller
/// chained through (only the exit stub reads it).
fn unit_signature(module: &JITModule) -> Signature {
    let mut sig = module.make_signature();
    sig.call_conv = CallConv::Tail;
    for _ in 0..4 {
        sig.params.push(AbiParam::new(types::I64));
    }
    sig.returns.push(AbiParam::new(types::I64));
    sig
}

/// Compiles a one-block helper function `name` of signature `sig`, whose
/// result `body` computes from the parameters; the code's address.
fn compile_helper(
    module: &mut JITModule,
    ctx: &mut Context,
    name: &str,
    sig: Signature,
    body: impl FnOnce(&mut FunctionBuilder, &[Value]) -> Value,
) -> Option<*const u8> {
    let id = module.declare_function(name, Linkage::Local, &sig).ok()?;
    ctx.clear();
    ctx.func.signature = sig;
    ctx.func.name = UserFuncName::user(0, id.as_u32());
    let mut fctx = FunctionBuilderContext::new();
    {
        let mut b = FunctionBuilder::new(&mut ctx.func, &mut fctx);
        let block = b.create_block();
        b.append_block_params_for_function_params(block);
        b.switch_to_block(block);
        let params = b.block_params(block).to_vec();
        let result = body(&mut b, &params);
        b.ins().return_(&[result]);
        b.seal_all_blocks();
        b.finalize(module.target_config());
    }
    let defined = module.define_function(id, ctx);
    ctx.clear();
    defined.ok()?;
    module.finalize_definitions().ok()?;
    Some(module.get_finalized_function(id))
}

/// Compiles the host-convention function that calls a unit.
fn compile_enter(module: &mut JITModule, ctx: &mut Context) -> Option<EnterFn> {
    let mut sig = module.make_signature();
    for _ in 0..4 {
        sig.params.push(AbiParam::new(types::I64));
    }
    sig.returns.push(AbiParam::new(types::I64));
    let unit_sig = unit_signature(module);
    let code = compile_helper(module, ctx, "enter", sig, |b, p| {
        let unit_sig = b.import_signature(unit_sig);
        let no_slot = b.ins().iconst(types::I64, 0);
        let call = b
            .ins()
            .call_indirect(unit_sig, p[0], &[p[1], p[2], p[3], no_slot]);
        b.inst_results(call)[0]
    })?;
    // SAFETY: compiled just above with exactly this signature in the host's
    // default calling convention.
    Some(unsafe { std::mem::transmute::<*const u8, EnterFn>(code) })
}

/// Compiles the exit stub: a function of the units' signature that returns
/// to the dispatcher with the count it was given. A chain through a link slot
/// not yet filled tail-calls it; it stores the slot, for the dispatcher to
/// fill, and the slot's guest target (the word after the slot) as the PC.
/// Here and not in every chain: a linked chain stores nothing.
fn compile_exit_stub(module: &mut JITModule, ctx: &mut Context) -> Option<u64> {
    let sig = unit_signature(module);
    let code = compile_helper(module, ctx, "exit", sig, |b, p| {
        let (cpu, count, slot) = (p[0], p[2], p[3]);
        let store = MemFlagsData::new().with_notrap();
        b.ins()
            .store(store, slot, cpu, offset_of!(Cpu, link) as i32);
        let target = b.ins().load(types::I64, store, slot, 8);
        let pc = b.ins().ireduce(types::I32, target);
        b.ins().store(store, pc, cpu, offset_of!(Cpu, pc) as i32);
        b.ins().ishl_imm_s(count, 2)
    })?;
    Some(code as u64)
}

impl Translator {
    /// A translator for the host, or `None` where Cranelift has no backend.
    pub(super) fn new(translate_after: u32) -> Option<Translator> {
        if !host_supported() {
            return None;
        }
        Some(Translator {
            jit: None,
            exit_stub: 0,
            ctx: Context::new(),
            builder_ctx: FunctionBuilderContext::new(),
            entries: AddressMap::default(),
            watch: vec![translate_after; WATCH_SIZE].into_boxed_slice(),
            fast: vec![EMPTY; FAST_SIZE].into_boxed_slice(),
            links: Vec::new(),
            incoming: AddressMap::default(),
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
        self.watch.fill(self.translate_after);
        self.fast.fill(EMPTY);
        self.links.clear();
        self.incoming.clear();
        self.dropped = 0;
        self.code_bytes = 0;
    }

    /// Whether enough units were dropped, or enough code made, that a flush is due.
    pub(super) fn wants_flush(&self) -> bool {
        self.dropped > MAX_DROPPED || self.code_bytes > MAX_CODE
    }

    /// Counts a visit at `pc`; true once it was reached often enough to
    /// translate (or a unit is translated there).
    pub(super) fn hit(&mut self, pc: u32) -> bool {
        count_arrival(&mut self.watch, pc)
    }

    /// Starts counting the arrivals at `pc` again.
    pub(super) fn reset_hits(&mut self, pc: u32) {
        self.watch[(pc as usize >> 2) % WATCH_SIZE] = self.translate_after;
    }

    /// Sets the arrivals before translation, and counts every address afresh
    /// (but the translated units', where the watched interpreter stops).
    pub(super) fn set_translate_after(&mut self, entries: u32) {
        self.translate_after = entries;
        self.watch.fill(entries);
        for (&pc, entry) in &self.entries {
            if let Entry::Hot { .. } = entry {
                self.watch[(pc as usize >> 2) % WATCH_SIZE] = 0;
            }
        }
    }

    /// The hot unit at `pc` from the fast table.
    #[inline(always)]
    pub(super) fn fast_lookup(&self, pc: u32) -> Option<(u64, u32)> {
        let line = &self.fast[(pc as usize >> 2) % FAST_SIZE];
        (line.pc == u64::from(pc)).then_some((line.entry, line.len as u32))
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
        self.watch[(pc as usize >> 2) % WATCH_SIZE] = 0;
        self.fast[(pc as usize >> 2) % FAST_SIZE] = FastEntry {
            pc: u64::from(pc),
            entry,
            len: u64::from(len),
        };
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
        if line.pc == u64::from(pc) {
            *line = EMPTY;
        }
        for slot in self.incoming.remove(&pc).unwrap_or_default() {
            // SAFETY: slots live until the next flush, which also clears `incoming`.
            unsafe { *slot = self.exit_stub };
        }
        self.dropped += 1;
        Some(len)
    }

    /// Compiles `unit`; `None` if Cranelift refuses (then the interpreter runs it).
    pub(super) fn compile(&mut self, env: &mut Env, unit: &scan::Unit) -> Option<u64> {
        let began = std::time::Instant::now();
        if self.jit.is_none() {
            let mut module = host_module()?;
            let enter = compile_enter(&mut module, &mut self.ctx)?;
            self.exit_stub = compile_exit_stub(&mut module, &mut self.ctx)?;
            self.jit = Some((module, enter));
        }
        let (module, _) = self.jit.as_mut()?;
        let sig = unit_signature(module);
        let name = format!("unit{}", self.next_name);
        self.next_name += 1;
        let id = module.declare_function(&name, Linkage::Local, &sig).ok()?;
        // Per link slot, two words: the unit it chains to (the exit stub until
        // linked) and the guest address it goes to.
        let mut links = vec![self.exit_stub; 2 * (2 + unit.inner_branches())].into_boxed_slice();
        env.links = links.as_mut_ptr();
        env.fast = self.fast.as_ptr();
        self.ctx.clear();
        self.ctx.func.signature = sig;
        self.ctx.func.name = UserFuncName::user(0, id.as_u32());
        {
            let mut b = FunctionBuilder::new(&mut self.ctx.func, &mut self.builder_ctx);
            let targets = emit::emit(&mut b, env, unit);
            b.finalize(module.target_config());
            for (slot, target) in links.chunks_exact_mut(2).zip(targets) {
                slot[1] = u64::from(target);
            }
        }
        let defined = module.define_function(id, &mut self.ctx);
        if let Some(code) = self.ctx.compiled_code() {
            self.code_bytes += code.code_buffer().len();
        }
        self.ctx.clear();
        if defined.is_err() {
            // A definition that failed after taking code memory left pages that
            // may hold live units writable and not executable: finalize makes
            // them executable again before any translated code runs.
            let _ = module.finalize_definitions();
            return None;
        }
        module.finalize_definitions().ok()?;
        let code = module.get_finalized_function(id);
        self.links.push(links);
        self.translated_insts += unit.insts.len() as u64;
        self.translate_time += began.elapsed();
        Some(code as u64)
    }
}
