//! One generated function: its stack slots, the data objects it reaches, its
//! blocks (with the loop counter and checksum parameters), and the pool of
//! values an instruction may use.

use super::{interesting_bits, DataObject, Limits, INT_TYPES, VALUE_TYPES};
use arbitrary::{Result, Unstructured};
use cranelift_codegen::ir::condcodes::IntCC;
use cranelift_codegen::ir::immediates::Imm64;
use cranelift_codegen::ir::types::{F32, F64, I128, I32, I64, I8};
use cranelift_codegen::ir::{
    Block, ExtFuncData, ExternalName, FuncRef, Function, GlobalValue, GlobalValueData, InstBuilder,
    MemFlagsData, Signature, StackSlot, StackSlotData, StackSlotKind, TrapCode, Type, UserFuncName,
    Value,
};
use cranelift_codegen::isa::{CallConv, TargetFrontendConfig};
use cranelift_frontend::{FunctionBuilder, FunctionBuilderContext};
use target_lexicon::PointerWidth;

/// Builds function `name` of the module: `callees` are the functions it may call
/// (those after it), `data` the module's data objects.
pub fn generate_function(
    u: &mut Unstructured,
    limits: &Limits,
    name: &str,
    sig: Signature,
    callees: &[(String, Signature)],
    data: &[DataObject],
) -> Result<Function> {
    let mut func = Function::with_name_signature(UserFuncName::testcase(name), sig);
    let mut fctx = FunctionBuilderContext::new();
    let builder = FunctionBuilder::new(&mut func, &mut fctx);
    let mut g = FunctionGenerator {
        u,
        limits,
        builder,
        blocks: Vec::new(),
        regions: Vec::new(),
        callees: Vec::new(),
        pool: Vec::new(),
        entry_values: 0,
        counter: None,
        checksum: None,
        use_checksum: true,
    };
    g.generate(callees, data)?;
    g.builder.seal_all_blocks();
    g.builder.finalize(TargetFrontendConfig {
        default_call_conv: CallConv::SystemV,
        pointer_width: PointerWidth::U32,
        page_size_align_log2: 12,
    });
    Ok(func)
}

pub(super) struct FunctionGenerator<'a, 'u, 'd> {
    pub(super) u: &'u mut Unstructured<'d>,
    pub(super) limits: &'a Limits,
    pub(super) builder: FunctionBuilder<'a>,
    /// Blocks in layout order, with the types of their parameters after the counter.
    pub(super) blocks: Vec<(Block, Vec<Type>)>,
    /// The memory this function may access: its stack slots, then the data
    /// objects it refers to.
    pub(super) regions: Vec<Region>,
    pub(super) callees: Vec<Callee>,
    /// The values usable here: the entry block's first, then the current block's.
    pub(super) pool: Vec<(Value, Type)>,
    /// How many values of `pool` the entry block defines.
    pub(super) entry_values: usize,
    /// The current block's loop counter.
    pub(super) counter: Option<Value>,
    /// The current block's checksum (an `i64`).
    pub(super) checksum: Option<Value>,
    /// Whether this function folds values into the checksum (most do; the
    /// others leave dead code for the optimiser).
    pub(super) use_checksum: bool,
}

/// A function this one may call.
#[derive(Clone)]
pub(super) struct Callee {
    pub(super) func: FuncRef,
    pub(super) sig: Signature,
}

/// Where a region lives.
#[derive(Clone, Copy)]
pub(super) enum Base {
    Slot(StackSlot),
    /// A data object, through `symbol_value` of this global value.
    Data(GlobalValue),
}

/// A piece of memory; accesses stay in bytes `used..size` (`used` and `size`
/// multiples of 4).
#[derive(Clone, Copy)]
pub(super) struct Region {
    pub(super) base: Base,
    pub(super) size: u32,
    pub(super) used: u32,
    /// The alignment of its first byte.
    pub(super) align: u32,
    pub(super) writable: bool,
}

impl FunctionGenerator<'_, '_, '_> {
    fn generate(&mut self, callees: &[(String, Signature)], data: &[DataObject]) -> Result<()> {
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
            self.regions.push(Region {
                base: Base::Slot(slot),
                size,
                used,
                align: 1 << align_shift,
                writable: true,
            });
        }
        for d in data {
            if self.u.ratio(1, 3)? {
                continue;
            }
            let gv = self.builder.create_global_value(GlobalValueData::Symbol {
                name: ExternalName::testcase(&d.name),
                offset: Imm64::new(0),
                colocated: true,
                tls: false,
            });
            self.regions.push(Region {
                base: Base::Data(gv),
                size: d.contents.len() as u32,
                used: 0,
                align: d.align as u32,
                writable: d.writable,
            });
        }
        for (name, sig) in callees {
            let signature = self.builder.import_signature(sig.clone());
            let func = self.builder.import_function(ExtFuncData {
                name: ExternalName::testcase(name),
                signature,
                colocated: true,
                patchable: false,
            });
            self.callees.push(Callee {
                func,
                sig: sig.clone(),
            });
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
                let ty = *self.u.choose(&VALUE_TYPES)?;
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

    /// Writes every byte of the stack slots the function may read: Cpu0 stack
    /// memory starts as garbage. (Data objects have their initial contents.)
    fn init_slots(&mut self) -> Result<()> {
        for region in self.regions.clone() {
            let Base::Slot(slot) = region.base else {
                continue;
            };
            for offset in (region.used..region.size).step_by(4) {
                let bits = interesting_bits(self.u, I32)?;
                let v = self.builder.ins().iconst(I32, bits as i64);
                let addr = self.builder.ins().stack_addr(I32, slot, offset as i32);
                self.builder.ins().store(MemFlagsData::new(), v, addr, 0);
            }
        }
        Ok(())
    }

    /// An integer type, for the integer instructions.
    pub(super) fn any_type(&mut self) -> Result<Type> {
        Ok(*self.u.choose(&INT_TYPES)?)
    }

    /// Any type a value may have (for moves, memory, `select`).
    pub(super) fn any_value_type(&mut self) -> Result<Type> {
        Ok(*self.u.choose(&VALUE_TYPES)?)
    }

    /// A value of type `ty`: one already defined here, or a new constant.
    pub(super) fn value(&mut self, ty: Type) -> Result<Value> {
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

    pub(super) fn constant(&mut self, ty: Type) -> Result<Value> {
        let v = if ty.is_float() {
            self.float_constant(ty)?
        } else {
            let bits = interesting_bits(self.u, ty)?;
            self.int_constant(ty, bits)
        };
        self.pool.push((v, ty));
        Ok(v)
    }

    pub(super) fn nonzero_constant(&mut self, ty: Type) -> Result<Value> {
        let bits = interesting_bits(self.u, ty)?.max(1);
        Ok(self.int_constant(ty, bits))
    }

    /// An integer constant. CLIF has no `iconst.i128`: an `i128` is a 64-bit
    /// constant extended, when it is one, or the `iconcat` of its halves.
    fn int_constant(&mut self, ty: Type, bits: u128) -> Value {
        if ty != I128 {
            return self.builder.ins().iconst(ty, bits as i64);
        }
        let low = bits as u64 as i64;
        if bits == low as i128 as u128 {
            let c = self.builder.ins().iconst(I64, low);
            self.builder.ins().sextend(I128, c)
        } else if bits >> 64 == 0 {
            let c = self.builder.ins().iconst(I64, low);
            self.builder.ins().uextend(I128, c)
        } else {
            let lo = self.builder.ins().iconst(I64, low);
            let hi = self.builder.ins().iconst(I64, (bits >> 64) as i64);
            self.builder.ins().iconcat(lo, hi)
        }
    }

    /// A condition: often a fresh `icmp`, so the backend's fused compare-and-branch
    /// and compare-and-select rules get exercised.
    pub(super) fn condition(&mut self) -> Result<Value> {
        if self.u.ratio(1, 2)? {
            self.icmp()
        } else {
            let ty = self.any_type()?;
            self.value(ty)
        }
    }

    pub(super) fn icmp(&mut self) -> Result<Value> {
        let cc = *self.u.choose(IntCC::all())?;
        let ty = self.any_type()?;
        let x = self.value(ty)?;
        let y = self.value(ty)?;
        let r = self.builder.ins().icmp(cc, x, y);
        self.pool.push((r, I8));
        Ok(r)
    }

    pub(super) fn user_trap_code(&mut self) -> Result<TrapCode> {
        // Codes 251..=255 are Cranelift's reserved ones.
        Ok(TrapCode::unwrap_user(self.u.int_in_range(1..=250)?))
    }

    /// Xors the values this block defined or received into its checksum.
    pub(super) fn fold_checksum(&mut self, index: usize) -> Value {
        let mut sum = self.checksum.expect("set at block start");
        if !self.use_checksum {
            return sum;
        }
        let first = if index == 0 { 0 } else { self.entry_values };
        // A copy: the loop adds instructions through `self`.
        let seen: Vec<(Value, Type)> = self.pool[first..].to_vec();
        for (v, ty) in seen {
            let v = self.as_int(v, ty);
            let wide = match ty.bits() {
                64 => v,
                128 => {
                    let (lo, hi) = self.builder.ins().isplit(v);
                    self.builder.ins().bxor(lo, hi)
                }
                _ => self.builder.ins().uextend(I64, v),
            };
            sum = self.builder.ins().bxor(sum, wide);
        }
        sum
    }

    /// `value` with the checksum xored in (reduced to its type): so a block that
    /// ends in a return or tail call still shows every value it saw.
    pub(super) fn with_checksum(&mut self, value: Value, ty: Type) -> Value {
        let mut sum = self.checksum.expect("folded before the terminator");
        let int = self.as_int(value, ty);
        let int_ty = self.builder.func.dfg.value_type(int);
        if int_ty == I128 {
            sum = self.builder.ins().uextend(I128, sum);
        } else if int_ty != I64 {
            sum = self.builder.ins().ireduce(int_ty, sum);
        }
        let mixed = self.builder.ins().bxor(int, sum);
        if ty.is_float() {
            self.builder.ins().bitcast(ty, MemFlagsData::new(), mixed)
        } else {
            mixed
        }
    }

    /// The bits of a value as the integer of its size (floats are bitcast).
    fn as_int(&mut self, v: Value, ty: Type) -> Value {
        match ty {
            F32 => self.builder.ins().bitcast(I32, MemFlagsData::new(), v),
            F64 => self.builder.ins().bitcast(I64, MemFlagsData::new(), v),
            _ => v,
        }
    }
}
