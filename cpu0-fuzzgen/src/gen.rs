//! The generator: fuzzer bytes to a small module of valid CLIF functions.
//!
//! Contents: `i8`..`i64` values; constants, arithmetic (`iadd isub ineg imul
//! umulhi smulhi udiv sdiv urem srem`), bitwise ops, shifts and rotates (with
//! amounts of any type), bit counts, `bitrev bswap`, `icmp` with every condition,
//! `select`, min/max, `iabs bmask`, extensions and `ireduce`, `iconcat isplit`,
//! the `*_overflow` ops and `uadd_overflow_trap`, `trapz trapnz trap`, stack
//! loads and stores of every width, calls, `brif jump br_table` and loops. What
//! is left out, and why, is noted where the choice is made (`OPS`, `instruction`).
//!
//! Every function is built with `cranelift_frontend` and only uses values it
//! can see, so the result always passes the verifier:
//!
//! - Blocks are laid out in order `block0 .. blockN`. A block uses the values of
//!   the entry block (which dominates everything) and its own parameters and
//!   definitions; everything else travels in block parameters.
//! - Every block but the entry has an `i32` loop counter as its first parameter.
//!   Branches go forward, except a loop edge `brif ctr, blockI(ctr - 1, ..),
//!   blockF(ctr, ..)` back to an earlier block (or itself). The counter only
//!   falls, and only loop edges lower it, so every function terminates.
//! - Every block but the entry also has an `i64` checksum parameter. Before its
//!   terminator a block xors every value it defined (or received) into the
//!   checksum, passes it on, and `return` xors it into the first result: so a
//!   wrong value anywhere shows in the result, and dead-code elimination cannot
//!   hide most of the generated code from the comparison.
//! - Function `i` of the module may only call functions `j > i`: no recursion.
//! - Stack slots are filled with constants at entry (the interpreter zero-fills
//!   them, Cpu0 does not), and every access stays inside its slot. A few slots
//!   are large (beyond the 16-bit offsets of Cpu0 loads and stores); only their
//!   last bytes are used, so filling them stays cheap.
//! - Addresses (`stack_addr` results) are used only by loads and stores, never as
//!   data: the interpreter's addresses are not Cpu0's.

use arbitrary::{Result, Unstructured};
use cranelift_codegen::data_value::DataValue;
use cranelift_codegen::ir::condcodes::IntCC;
use cranelift_codegen::ir::types::{I16, I32, I64, I8};
use cranelift_codegen::ir::{
    AbiParam, Block, BlockArg, BlockCall, ExtFuncData, ExternalName, FuncRef, Function,
    InstBuilder, JumpTableData, MemFlagsData, Opcode, Signature, StackSlot, StackSlotData,
    StackSlotKind, TrapCode, Type, UserFuncName, Value,
};
use cranelift_codegen::isa::{CallConv, TargetFrontendConfig};
use cranelift_frontend::{FunctionBuilder, FunctionBuilderContext};
use target_lexicon::PointerWidth;

/// Size limits of a generated module. With the defaults one case takes a few
/// milliseconds to interpret, compile and simulate.
#[derive(Clone, Debug)]
pub struct Limits {
    /// Functions besides `main` (each may call only later ones).
    pub max_callees: usize,
    /// Parameters of one function.
    pub max_params: usize,
    /// Results of one function (at most four words in any case: see `signature`).
    pub max_returns: usize,
    /// Blocks of one function, the entry included.
    pub max_blocks: usize,
    /// Instructions of one block, the terminator excluded.
    pub max_insts: usize,
    /// Block parameters besides the loop counter and the checksum.
    pub max_block_params: usize,
    /// The largest initial loop counter: how many loop edges one call may take.
    pub max_loop_count: u32,
    /// Stack slots of one function.
    pub max_stack_slots: usize,
    /// Entries of one `br_table` (besides the default).
    pub max_jump_table: usize,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            max_callees: 3,
            max_params: 5,
            max_returns: 3,
            max_blocks: 6,
            max_insts: 12,
            max_block_params: 3,
            max_loop_count: 4,
            max_stack_slots: 2,
            max_jump_table: 4,
        }
    }
}

/// A generated module: `main` and the functions it may call, and the arguments
/// to call `main` with.
#[derive(Clone, Debug)]
pub struct GeneratedModule {
    /// `functions[0]` is `main`; the others are its (transitive) callees.
    pub functions: Vec<Function>,
    /// The name of the entry function, as the interpreter's function store and
    /// the loader know it (`%main`).
    pub main: String,
    pub args: Vec<DataValue>,
}

impl GeneratedModule {
    /// The CLIF text of every function.
    pub fn clif(&self) -> String {
        self.functions
            .iter()
            .map(|f| f.display().to_string())
            .collect::<Vec<_>>()
            .join("\n")
    }
}

/// The integer types the backend supports.
const TYPES: [Type; 4] = [I8, I16, I32, I64];

/// Turns bytes into a module. Running out of bytes is fine: `Unstructured` then
/// answers with the smallest choices, so the module just gets smaller.
pub fn generate_module(u: &mut Unstructured, limits: &Limits) -> Result<GeneratedModule> {
    let callees = u.int_in_range(0..=limits.max_callees)?;
    let names: Vec<String> = std::iter::once("main".to_string())
        .chain((1..=callees).map(|i| format!("f{i}")))
        .collect();
    let mut sigs = Vec::new();
    for i in 0..names.len() {
        sigs.push(signature(u, limits, i == 0)?);
    }
    // Choose the arguments before the bodies, while the input still has bytes.
    let mut args = Vec::new();
    for p in &sigs[0].params {
        args.push(data_value(p.value_type, interesting_bits(u, p.value_type)?));
    }
    let mut functions = Vec::new();
    for i in 0..names.len() {
        let visible: Vec<(String, Signature)> = (i + 1..names.len())
            .map(|j| (names[j].clone(), sigs[j].clone()))
            .collect();
        functions.push(generate_function(
            u,
            limits,
            &names[i],
            sigs[i].clone(),
            &visible,
        )?);
    }
    Ok(GeneratedModule {
        functions,
        main: "%main".to_string(),
        args,
    })
}

/// A random signature. Results fit in the four return words (`$v0 $v1 $a0 $a1`):
/// the backend has no return area yet (`CompileError::Unsupported`).
fn signature(u: &mut Unstructured, limits: &Limits, is_main: bool) -> Result<Signature> {
    let mut sig = Signature::new(CallConv::SystemV);
    for _ in 0..u.int_in_range(0..=limits.max_params)? {
        sig.params.push(abi_param(u)?);
    }
    // `main` returns something, or there is little to compare.
    let min = usize::from(is_main);
    let mut words = 0;
    for _ in 0..u.int_in_range(min..=limits.max_returns.max(min))? {
        let p = abi_param(u)?;
        let w = if p.value_type == I64 { 2 } else { 1 };
        if words + w > 4 {
            break;
        }
        words += w;
        sig.returns.push(p);
    }
    Ok(sig)
}

/// A parameter or result; narrow ones may ask the ABI to extend them to 32 bits.
fn abi_param(u: &mut Unstructured) -> Result<AbiParam> {
    let ty = *u.choose(&TYPES)?;
    let p = AbiParam::new(ty);
    if ty.bits() >= 32 {
        return Ok(p);
    }
    Ok(match u.int_in_range(0..=2)? {
        0 => p,
        1 => p.uext(),
        _ => p.sext(),
    })
}

/// A value of `ty`'s width, zero-extended to 64 bits (the form `iconst` wants):
/// mostly the edge cases where backends go wrong.
pub fn interesting_bits(u: &mut Unstructured, ty: Type) -> Result<u64> {
    let bits = ty.bits();
    let mask = u64::MAX >> (64 - bits);
    let min = 1u64 << (bits - 1);
    let v = match u.int_in_range(0..=11)? {
        0 => 0,
        1 => 1,
        2 => mask,     // -1
        3 => min,      // MIN
        4 => min - 1,  // MAX
        5 => min | 1,  // MIN + 1
        6 => mask - 1, // -2
        7 => u.int_in_range(2..=33)?,
        8 => 1 << u.int_in_range(0..=bits - 1)?,
        9 => (1 << u.int_in_range(0..=bits - 1)?) - 1,
        _ => u.arbitrary::<u64>()?,
    };
    Ok(v & mask)
}

/// The `DataValue` of type `ty` with these low bits.
pub fn data_value(ty: Type, bits: u64) -> DataValue {
    match ty {
        I8 => DataValue::I8(bits as i8),
        I16 => DataValue::I16(bits as i16),
        I32 => DataValue::I32(bits as i32),
        _ => DataValue::I64(bits as i64),
    }
}

/// What one generated instruction is. The opcode says which member of a group.
#[derive(Clone, Copy, Debug)]
enum Op {
    Const,
    /// `x op y -> T` on one type.
    Binary(Opcode),
    /// `op x -> T`.
    Unary(Opcode),
    /// Shifts and rotates: the amount has any type.
    Shift(Opcode),
    Icmp,
    Select,
    Bmask,
    /// `uextend`/`sextend` to a wider type.
    Extend(Opcode),
    Ireduce,
    Iconcat,
    Isplit,
    /// The `*_overflow` ops: `(T, i8)`.
    Overflow(Opcode),
    UaddOverflowTrap,
    /// `trapz`/`trapnz` with a user code.
    CondTrap(Opcode),
    Load(Opcode),
    Store(Opcode),
    Call,
}

/// The instructions and their weights.
const OPS: &[(u32, Op)] = &[
    (4, Op::Const),
    (3, Op::Binary(Opcode::Iadd)),
    (3, Op::Binary(Opcode::Isub)),
    (3, Op::Binary(Opcode::Imul)),
    (2, Op::Binary(Opcode::Umulhi)),
    (2, Op::Binary(Opcode::Smulhi)),
    (2, Op::Binary(Opcode::Udiv)),
    (2, Op::Binary(Opcode::Sdiv)),
    (2, Op::Binary(Opcode::Urem)),
    (2, Op::Binary(Opcode::Srem)),
    (2, Op::Binary(Opcode::Band)),
    (2, Op::Binary(Opcode::Bor)),
    (2, Op::Binary(Opcode::Bxor)),
    (2, Op::Binary(Opcode::Smin)),
    (2, Op::Binary(Opcode::Smax)),
    (2, Op::Binary(Opcode::Umin)),
    (2, Op::Binary(Opcode::Umax)),
    (2, Op::Unary(Opcode::Ineg)),
    (2, Op::Unary(Opcode::Bnot)),
    (2, Op::Unary(Opcode::Clz)),
    (2, Op::Unary(Opcode::Cls)),
    (2, Op::Unary(Opcode::Ctz)),
    (2, Op::Unary(Opcode::Popcnt)),
    (2, Op::Unary(Opcode::Bitrev)),
    (2, Op::Unary(Opcode::Bswap)),
    (2, Op::Unary(Opcode::Iabs)),
    (2, Op::Shift(Opcode::Ishl)),
    (2, Op::Shift(Opcode::Ushr)),
    (2, Op::Shift(Opcode::Sshr)),
    (2, Op::Shift(Opcode::Rotl)),
    (2, Op::Shift(Opcode::Rotr)),
    (4, Op::Icmp),
    (3, Op::Select),
    (1, Op::Bmask),
    (2, Op::Extend(Opcode::Uextend)),
    (2, Op::Extend(Opcode::Sextend)),
    (2, Op::Ireduce),
    (1, Op::Iconcat),
    (1, Op::Isplit),
    (1, Op::Overflow(Opcode::UaddOverflow)),
    (1, Op::Overflow(Opcode::SaddOverflow)),
    (1, Op::Overflow(Opcode::UsubOverflow)),
    (1, Op::Overflow(Opcode::SsubOverflow)),
    (1, Op::Overflow(Opcode::UmulOverflow)),
    (1, Op::Overflow(Opcode::SmulOverflow)),
    (1, Op::UaddOverflowTrap),
    (1, Op::CondTrap(Opcode::Trapz)),
    (1, Op::CondTrap(Opcode::Trapnz)),
    (2, Op::Load(Opcode::Load)),
    (1, Op::Load(Opcode::Uload8)),
    (1, Op::Load(Opcode::Sload8)),
    (1, Op::Load(Opcode::Uload16)),
    (1, Op::Load(Opcode::Sload16)),
    // No `uload32`/`sload32`: cranelift-interpreter 0.135 takes their controlling
    // type from the (i32) address and panics converting i32 to i32.
    (2, Op::Store(Opcode::Store)),
    (1, Op::Store(Opcode::Istore8)),
    (1, Op::Store(Opcode::Istore16)),
    (1, Op::Store(Opcode::Istore32)),
    (3, Op::Call),
];

/// How a block ends.
#[derive(Clone, Copy, Debug)]
enum Term {
    Jump,
    Brif,
    /// A loop edge back to an earlier block (or this one), guarded by the counter.
    Loop,
    BrTable,
    Return,
    Trap,
}

/// Chooses from a weighted list.
fn weighted<T: Copy>(u: &mut Unstructured, items: &[(u32, T)]) -> Result<T> {
    let total: u32 = items.iter().map(|(w, _)| w).sum();
    let mut pick = u.int_in_range(0..=total - 1)?;
    for (w, item) in items {
        if pick < *w {
            return Ok(*item);
        }
        pick -= w;
    }
    Ok(items[items.len() - 1].1)
}

fn generate_function(
    u: &mut Unstructured,
    limits: &Limits,
    name: &str,
    sig: Signature,
    callees: &[(String, Signature)],
) -> Result<Function> {
    let mut func = Function::with_name_signature(UserFuncName::testcase(name), sig);
    let mut fctx = FunctionBuilderContext::new();
    let builder = FunctionBuilder::new(&mut func, &mut fctx);
    let mut g = FunctionGenerator {
        u,
        limits,
        builder,
        blocks: Vec::new(),
        slots: Vec::new(),
        callees: Vec::new(),
        pool: Vec::new(),
        entry_values: 0,
        counter: None,
        checksum: None,
        use_checksum: true,
    };
    g.generate(callees)?;
    g.builder.seal_all_blocks();
    g.builder.finalize(TargetFrontendConfig {
        default_call_conv: CallConv::SystemV,
        pointer_width: PointerWidth::U32,
        page_size_align_log2: 12,
    });
    Ok(func)
}

struct FunctionGenerator<'a, 'u, 'd> {
    u: &'u mut Unstructured<'d>,
    limits: &'a Limits,
    builder: FunctionBuilder<'a>,
    /// Blocks in layout order, with the types of their parameters after the counter.
    blocks: Vec<(Block, Vec<Type>)>,
    slots: Vec<Slot>,
    callees: Vec<(FuncRef, Signature)>,
    /// The values usable here: the entry block's first, then the current block's.
    pool: Vec<(Value, Type)>,
    /// How many values of `pool` the entry block defines.
    entry_values: usize,
    /// The current block's loop counter.
    counter: Option<Value>,
    /// The current block's checksum (an `i64`).
    checksum: Option<Value>,
    /// Whether this function folds values into the checksum (most do; the
    /// others leave dead code for the optimiser).
    use_checksum: bool,
}

/// A stack slot; accesses stay in bytes `used..size` (multiples of 4).
#[derive(Clone, Copy)]
struct Slot {
    slot: StackSlot,
    size: u32,
    used: u32,
}

impl FunctionGenerator<'_, '_, '_> {
    fn generate(&mut self, callees: &[(String, Signature)]) -> Result<()> {
        self.use_checksum = !self.u.ratio(1, 5)?;
        for _ in 0..self.u.int_in_range(0..=self.limits.max_stack_slots)? {
            let (size, used) = if self.u.ratio(1, 10)? {
                // Large: frame offsets beyond 16 bits; only the last 32 bytes used.
                let size = 4 * self.u.int_in_range(8_192..=30_000)?;
                (size, size - 32)
            } else {
                (4 * self.u.int_in_range(1..=6)?, 0)
            };
            let align_shift = self.u.int_in_range(0..=3)?;
            let slot = self.builder.create_sized_stack_slot(StackSlotData::new(
                StackSlotKind::ExplicitSlot,
                size,
                align_shift,
            ));
            self.slots.push(Slot { slot, size, used });
        }
        for (name, sig) in callees {
            let signature = self.builder.import_signature(sig.clone());
            let fref = self.builder.import_function(ExtFuncData {
                name: ExternalName::testcase(name),
                signature,
                colocated: true,
                patchable: false,
            });
            self.callees.push((fref, sig.clone()));
        }

        let entry = self.builder.create_block();
        self.builder.append_block_params_for_function_params(entry);
        self.blocks.push((entry, Vec::new()));
        for _ in 1..self.u.int_in_range(1..=self.limits.max_blocks.max(1))? {
            let block = self.builder.create_block();
            self.builder.append_block_param(block, I32); // the loop counter
            self.builder.append_block_param(block, I64); // the checksum
            let mut types = Vec::new();
            for _ in 0..self.u.int_in_range(0..=self.limits.max_block_params)? {
                let ty = *self.u.choose(&TYPES)?;
                self.builder.append_block_param(block, ty);
                types.push(ty);
            }
            self.blocks.push((block, types));
        }
        for index in 0..self.blocks.len() {
            self.fill_block(index)?;
        }
        Ok(())
    }

    fn fill_block(&mut self, index: usize) -> Result<()> {
        let block = self.blocks[index].0;
        self.builder.switch_to_block(block);
        self.pool.truncate(self.entry_values);
        let params = self.builder.block_params(block).to_vec();
        let data_params = if index == 0 {
            self.init_slots()?;
            let count = self.u.int_in_range(0..=self.limits.max_loop_count)?;
            self.counter = Some(self.builder.ins().iconst(I32, i64::from(count)));
            self.checksum = Some(self.builder.ins().iconst(I64, 0));
            &params[..]
        } else {
            self.counter = Some(params[0]);
            self.checksum = Some(params[1]);
            &params[2..]
        };
        for v in data_params {
            let ty = self.builder.func.dfg.value_type(*v);
            self.pool.push((*v, ty));
        }
        for _ in 0..self.u.int_in_range(0..=self.limits.max_insts)? {
            self.instruction()?;
        }
        self.terminator(index)?;
        if index == 0 {
            // The entry block dominates every block, so its values are usable anywhere.
            self.entry_values = self.pool.len();
        }
        Ok(())
    }

    /// Writes every byte the function may read: Cpu0 stack memory starts as garbage.
    fn init_slots(&mut self) -> Result<()> {
        for Slot { slot, size, used } in self.slots.clone() {
            for offset in (used..size).step_by(4) {
                let bits = interesting_bits(self.u, I32)?;
                let v = self.builder.ins().iconst(I32, bits as i64);
                let addr = self.builder.ins().stack_addr(I32, slot, offset as i32);
                self.builder.ins().store(MemFlagsData::new(), v, addr, 0);
            }
        }
        Ok(())
    }

    fn any_type(&mut self) -> Result<Type> {
        Ok(*self.u.choose(&TYPES)?)
    }

    /// A value of type `ty`: one already defined here, or a new constant.
    fn value(&mut self, ty: Type) -> Result<Value> {
        let count = self.pool.iter().filter(|(_, t)| *t == ty).count();
        if count == 0 || self.u.ratio(1, 5)? {
            return self.constant(ty);
        }
        let n = self.u.int_in_range(0..=count - 1)?;
        let (v, _) = self
            .pool
            .iter()
            .filter(|(_, t)| *t == ty)
            .nth(n)
            .copied()
            .expect("n < count");
        Ok(v)
    }

    fn constant(&mut self, ty: Type) -> Result<Value> {
        let bits = interesting_bits(self.u, ty)?;
        let v = self.builder.ins().iconst(ty, bits as i64);
        self.pool.push((v, ty));
        Ok(v)
    }

    fn nonzero_constant(&mut self, ty: Type) -> Result<Value> {
        let bits = interesting_bits(self.u, ty)?.max(1);
        Ok(self.builder.ins().iconst(ty, bits as i64))
    }

    /// A condition: often a fresh `icmp`, so the backend's fused compare-and-branch
    /// and compare-and-select rules get exercised.
    fn condition(&mut self) -> Result<Value> {
        if self.u.ratio(1, 2)? {
            self.icmp()
        } else {
            let ty = self.any_type()?;
            self.value(ty)
        }
    }

    fn icmp(&mut self) -> Result<Value> {
        let cc = *self.u.choose(IntCC::all())?;
        let ty = self.any_type()?;
        let x = self.value(ty)?;
        let y = self.value(ty)?;
        let r = self.builder.ins().icmp(cc, x, y);
        self.pool.push((r, I8));
        Ok(r)
    }

    fn user_trap_code(&mut self) -> Result<TrapCode> {
        // Codes 251..=255 are Cranelift's reserved ones.
        Ok(TrapCode::unwrap_user(self.u.int_in_range(1..=250)?))
    }

    fn instruction(&mut self) -> Result<()> {
        let op = weighted(self.u, OPS)?;
        match op {
            Op::Const => {
                let ty = self.any_type()?;
                self.constant(ty)?;
            }
            Op::Binary(opcode) => {
                let ty = self.any_type()?;
                let x = self.value(ty)?;
                let mut y = self.value(ty)?;
                let divides = matches!(
                    opcode,
                    Opcode::Udiv | Opcode::Sdiv | Opcode::Urem | Opcode::Srem
                );
                if divides && self.u.ratio(3, 4)? {
                    // Mostly a divisor that is not zero (`y ? y : c`), or too many
                    // cases would end in the first division.
                    let c = self.nonzero_constant(ty)?;
                    y = self.builder.ins().select(y, y, c);
                }
                let ins = self.builder.ins();
                let r = match opcode {
                    Opcode::Iadd => ins.iadd(x, y),
                    Opcode::Isub => ins.isub(x, y),
                    Opcode::Imul => ins.imul(x, y),
                    Opcode::Umulhi => ins.umulhi(x, y),
                    Opcode::Smulhi => ins.smulhi(x, y),
                    Opcode::Udiv => ins.udiv(x, y),
                    Opcode::Sdiv => ins.sdiv(x, y),
                    Opcode::Urem => ins.urem(x, y),
                    Opcode::Srem => ins.srem(x, y),
                    Opcode::Band => ins.band(x, y),
                    Opcode::Bor => ins.bor(x, y),
                    Opcode::Bxor => ins.bxor(x, y),
                    Opcode::Smin => ins.smin(x, y),
                    Opcode::Smax => ins.smax(x, y),
                    Opcode::Umin => ins.umin(x, y),
                    _ => ins.umax(x, y),
                };
                self.pool.push((r, ty));
            }
            Op::Unary(opcode) => {
                let ty = if opcode == Opcode::Bswap {
                    // bswap needs whole bytes to swap.
                    *self.u.choose(&[I16, I32, I64])?
                } else {
                    self.any_type()?
                };
                let x = self.value(ty)?;
                let ins = self.builder.ins();
                let r = match opcode {
                    Opcode::Ineg => ins.ineg(x),
                    Opcode::Bnot => ins.bnot(x),
                    Opcode::Clz => ins.clz(x),
                    Opcode::Cls => ins.cls(x),
                    Opcode::Ctz => ins.ctz(x),
                    Opcode::Popcnt => ins.popcnt(x),
                    Opcode::Bitrev => ins.bitrev(x),
                    Opcode::Bswap => ins.bswap(x),
                    _ => ins.iabs(x),
                };
                self.pool.push((r, ty));
            }
            Op::Shift(opcode) => {
                let ty = self.any_type()?;
                let x = self.value(ty)?;
                let amount_ty = self.any_type()?;
                let y = self.value(amount_ty)?;
                let ins = self.builder.ins();
                let r = match opcode {
                    Opcode::Ishl => ins.ishl(x, y),
                    Opcode::Ushr => ins.ushr(x, y),
                    Opcode::Sshr => ins.sshr(x, y),
                    Opcode::Rotl => ins.rotl(x, y),
                    _ => ins.rotr(x, y),
                };
                self.pool.push((r, ty));
            }
            Op::Icmp => {
                self.icmp()?;
            }
            Op::Select => {
                let c = self.condition()?;
                let ty = self.any_type()?;
                let x = self.value(ty)?;
                let y = self.value(ty)?;
                let r = self.builder.ins().select(c, x, y);
                self.pool.push((r, ty));
            }
            Op::Bmask => {
                let from = self.any_type()?;
                let x = self.value(from)?;
                let to = self.any_type()?;
                let r = self.builder.ins().bmask(to, x);
                self.pool.push((r, to));
            }
            Op::Extend(opcode) => {
                let to = *self.u.choose(&[I16, I32, I64])?;
                let narrower: Vec<Type> =
                    TYPES.into_iter().filter(|t| t.bits() < to.bits()).collect();
                let from = *self.u.choose(&narrower)?;
                let x = self.value(from)?;
                let r = if opcode == Opcode::Uextend {
                    self.builder.ins().uextend(to, x)
                } else {
                    self.builder.ins().sextend(to, x)
                };
                self.pool.push((r, to));
            }
            Op::Ireduce => {
                let from = *self.u.choose(&[I16, I32, I64])?;
                let narrower: Vec<Type> = TYPES
                    .into_iter()
                    .filter(|t| t.bits() < from.bits())
                    .collect();
                let to = *self.u.choose(&narrower)?;
                let x = self.value(from)?;
                let r = self.builder.ins().ireduce(to, x);
                self.pool.push((r, to));
            }
            Op::Iconcat => {
                // The backend pairs only i32 halves (an i64 is a register pair).
                let lo = self.value(I32)?;
                let hi = self.value(I32)?;
                let r = self.builder.ins().iconcat(lo, hi);
                self.pool.push((r, I64));
            }
            Op::Isplit => {
                let x = self.value(I64)?;
                let (lo, hi) = self.builder.ins().isplit(x);
                self.pool.push((lo, I32));
                self.pool.push((hi, I32));
            }
            Op::Overflow(opcode) => {
                let ty = *self.u.choose(&[I8, I16, I32, I64])?;
                let x = self.value(ty)?;
                let y = self.value(ty)?;
                let ins = self.builder.ins();
                let (r, of) = match opcode {
                    Opcode::UaddOverflow => ins.uadd_overflow(x, y),
                    Opcode::SaddOverflow => ins.sadd_overflow(x, y),
                    Opcode::UsubOverflow => ins.usub_overflow(x, y),
                    Opcode::SsubOverflow => ins.ssub_overflow(x, y),
                    Opcode::UmulOverflow => ins.umul_overflow(x, y),
                    _ => ins.smul_overflow(x, y),
                };
                self.pool.push((r, ty));
                self.pool.push((of, I8));
            }
            Op::UaddOverflowTrap => {
                // CLIF defines it for i32 and i64 only.
                let ty = *self.u.choose(&[I32, I64])?;
                let x = self.value(ty)?;
                let y = self.value(ty)?;
                let code = self.user_trap_code()?;
                let r = self.builder.ins().uadd_overflow_trap(x, y, code);
                self.pool.push((r, ty));
            }
            Op::CondTrap(opcode) => {
                let c = self.condition()?;
                let code = self.user_trap_code()?;
                if opcode == Opcode::Trapz {
                    self.builder.ins().trapz(c, code);
                } else {
                    self.builder.ins().trapnz(c, code);
                }
            }
            Op::Load(opcode) => self.load(opcode)?,
            Op::Store(opcode) => self.store(opcode)?,
            Op::Call => self.call()?,
        }
        Ok(())
    }

    /// An address `offset` bytes into a random slot that has room for `bytes`,
    /// split between `stack_addr`'s offset and the access's: `(addr, access offset)`.
    fn slot_address(&mut self, bytes: u32) -> Result<Option<(Value, i32)>> {
        let fitting: Vec<Slot> = self
            .slots
            .iter()
            .copied()
            .filter(|s| s.size - s.used >= bytes)
            .collect();
        if fitting.is_empty() {
            return Ok(None);
        }
        let Slot { slot, size, used } = *self.u.choose(&fitting)?;
        let offset = self.u.int_in_range(used..=size - bytes)?;
        let base = self.u.int_in_range(0..=offset)?;
        let addr = self.builder.ins().stack_addr(I32, slot, base as i32);
        Ok(Some((addr, (offset - base) as i32)))
    }

    fn load(&mut self, opcode: Opcode) -> Result<()> {
        let (ty, bytes) = match opcode {
            Opcode::Uload8 | Opcode::Sload8 => (*self.u.choose(&[I16, I32, I64])?, 1),
            Opcode::Uload16 | Opcode::Sload16 => (*self.u.choose(&[I32, I64])?, 2),
            Opcode::Uload32 | Opcode::Sload32 => (I64, 4),
            _ => {
                let ty = self.any_type()?;
                (ty, ty.bytes())
            }
        };
        let Some((addr, off)) = self.slot_address(bytes)? else {
            return Ok(());
        };
        let flags = MemFlagsData::new();
        let ins = self.builder.ins();
        let r = match opcode {
            Opcode::Uload8 => ins.uload8(ty, flags, addr, off),
            Opcode::Sload8 => ins.sload8(ty, flags, addr, off),
            Opcode::Uload16 => ins.uload16(ty, flags, addr, off),
            Opcode::Sload16 => ins.sload16(ty, flags, addr, off),
            Opcode::Uload32 => ins.uload32(flags, addr, off),
            Opcode::Sload32 => ins.sload32(flags, addr, off),
            _ => ins.load(ty, flags, addr, off),
        };
        self.pool.push((r, ty));
        Ok(())
    }

    fn store(&mut self, opcode: Opcode) -> Result<()> {
        let (ty, bytes) = match opcode {
            Opcode::Istore8 => (*self.u.choose(&[I16, I32, I64])?, 1),
            Opcode::Istore16 => (*self.u.choose(&[I32, I64])?, 2),
            Opcode::Istore32 => (I64, 4),
            _ => {
                let ty = self.any_type()?;
                (ty, ty.bytes())
            }
        };
        let x = self.value(ty)?;
        let Some((addr, off)) = self.slot_address(bytes)? else {
            return Ok(());
        };
        let flags = MemFlagsData::new();
        let ins = self.builder.ins();
        match opcode {
            Opcode::Istore8 => ins.istore8(flags, x, addr, off),
            Opcode::Istore16 => ins.istore16(flags, x, addr, off),
            Opcode::Istore32 => ins.istore32(flags, x, addr, off),
            _ => ins.store(flags, x, addr, off),
        };
        Ok(())
    }

    fn call(&mut self) -> Result<()> {
        if self.callees.is_empty() {
            return Ok(());
        }
        let n = self.u.int_in_range(0..=self.callees.len() - 1)?;
        let (fref, sig) = self.callees[n].clone();
        let mut args = Vec::new();
        for p in &sig.params {
            args.push(self.value(p.value_type)?);
        }
        let call = self.builder.ins().call(fref, &args);
        let results = self.builder.inst_results(call).to_vec();
        for (v, p) in results.into_iter().zip(&sig.returns) {
            self.pool.push((v, p.value_type));
        }
        Ok(())
    }

    /// Xors the values this block defined or received into its checksum.
    fn fold_checksum(&mut self, index: usize) -> Value {
        let mut sum = self.checksum.expect("set at block start");
        if !self.use_checksum {
            return sum;
        }
        let first = if index == 0 { 0 } else { self.entry_values };
        for &(v, ty) in &self.pool[first..] {
            let wide = if ty == I64 {
                v
            } else {
                self.builder.ins().uextend(I64, v)
            };
            sum = self.builder.ins().bxor(sum, wide);
        }
        sum
    }

    /// A branch to block `target`: the counter, the checksum, then values of its
    /// parameter types.
    fn branch(&mut self, target: usize, counter: Value) -> Result<(Block, Vec<BlockArg>)> {
        let (block, types) = self.blocks[target].clone();
        let checksum = self.checksum.expect("set at block start");
        let mut args = vec![BlockArg::Value(counter), BlockArg::Value(checksum)];
        for ty in types {
            args.push(BlockArg::Value(self.value(ty)?));
        }
        Ok((block, args))
    }

    /// The same as a `BlockCall`, the form jump tables hold.
    fn block_call(&mut self, target: usize, counter: Value) -> Result<BlockCall> {
        let (block, args) = self.branch(target, counter)?;
        Ok(self.builder.func.dfg.block_call(block, &args))
    }

    fn forward_target(&mut self, index: usize) -> Result<usize> {
        self.u.int_in_range(index + 1..=self.blocks.len() - 1)
    }

    fn terminator(&mut self, index: usize) -> Result<()> {
        let counter = self.counter.expect("set at block start");
        self.checksum = Some(self.fold_checksum(index));
        let last = index + 1 == self.blocks.len();
        let term = if last {
            weighted(self.u, &[(20, Term::Return), (1, Term::Trap)])?
        } else if index == 0 {
            // The entry block cannot be a branch target, so it has no loop edge.
            weighted(
                self.u,
                &[
                    (4, Term::Jump),
                    (4, Term::Brif),
                    (2, Term::BrTable),
                    (1, Term::Return),
                ],
            )?
        } else {
            weighted(
                self.u,
                &[
                    (3, Term::Jump),
                    (3, Term::Brif),
                    (3, Term::Loop),
                    (2, Term::BrTable),
                    (1, Term::Return),
                    (1, Term::Trap),
                ],
            )?
        };
        match term {
            Term::Return => {
                let returns = self.builder.func.signature.returns.clone();
                let mut values = Vec::new();
                for p in &returns {
                    values.push(self.value(p.value_type)?);
                }
                if let Some(first) = values.first_mut() {
                    let ty = returns[0].value_type;
                    let mut sum = self.checksum.expect("folded above");
                    if ty != I64 {
                        sum = self.builder.ins().ireduce(ty, sum);
                    }
                    *first = self.builder.ins().bxor(*first, sum);
                }
                self.builder.ins().return_(&values);
            }
            Term::Trap => {
                let code = self.user_trap_code()?;
                self.builder.ins().trap(code);
            }
            Term::Jump => {
                let t = self.forward_target(index)?;
                let (block, args) = self.branch(t, counter)?;
                self.builder.ins().jump(block, &args);
            }
            Term::Brif => {
                let c = self.condition()?;
                let (t1, t2) = (self.forward_target(index)?, self.forward_target(index)?);
                let (b1, a1) = self.branch(t1, counter)?;
                let (b2, a2) = self.branch(t2, counter)?;
                self.builder.ins().brif(c, b1, &a1, b2, &a2);
            }
            Term::Loop => {
                let back = self.u.int_in_range(1..=index)?;
                let exit = self.forward_target(index)?;
                let minus_one = self.builder.ins().iconst(I32, 0xffff_ffff_i64);
                let decremented = self.builder.ins().iadd(counter, minus_one);
                let (b1, a1) = self.branch(back, decremented)?;
                let (b2, a2) = self.branch(exit, counter)?;
                self.builder.ins().brif(counter, b1, &a1, b2, &a2);
            }
            Term::BrTable => {
                let mut idx = self.value(I32)?;
                if self.u.ratio(2, 3)? {
                    // Keep the index small so the table entries are taken, not only the default.
                    let three = self.builder.ins().iconst(I32, 3);
                    idx = self.builder.ins().band(idx, three);
                }
                let default = self.forward_target(index)?;
                let default = self.block_call(default, counter)?;
                let mut table = Vec::new();
                for _ in 0..self.u.int_in_range(1..=self.limits.max_jump_table.max(1))? {
                    let t = self.forward_target(index)?;
                    table.push(self.block_call(t, counter)?);
                }
                let jt = self
                    .builder
                    .create_jump_table(JumpTableData::new(default, &table));
                self.builder.ins().br_table(idx, jt);
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use cranelift_codegen::settings;

    #[test]
    fn generated_modules_pass_the_verifier() {
        let flags = settings::Flags::new(settings::builder());
        for i in 0..300 {
            let bytes = crate::case_bytes(7, i);
            let module = generate_module(&mut Unstructured::new(&bytes), &Limits::default())
                .expect("the generator needs no minimum input");
            assert_eq!(module.functions[0].name.to_string(), module.main);
            for f in &module.functions {
                if let Err(e) = cranelift_codegen::verify_function(f, &flags) {
                    panic!("case {i}: {e}\n{}", f.display());
                }
            }
        }
    }

    #[test]
    fn empty_input_gives_a_minimal_module() {
        let module = generate_module(&mut Unstructured::new(&[]), &Limits::default()).unwrap();
        assert_eq!(module.functions.len(), 1);
        assert_eq!(module.functions[0].signature.returns.len(), 1);
    }

    #[test]
    fn interesting_values_fit_their_type() {
        let bytes = crate::case_bytes(3, 0);
        let mut u = Unstructured::new(&bytes);
        for ty in TYPES.into_iter().cycle().take(400) {
            let v = interesting_bits(&mut u, ty).unwrap();
            assert!(ty == I64 || v < 1 << ty.bits(), "{v:#x} for {ty}");
        }
    }
}
