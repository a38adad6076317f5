//! The Rust side of the ISLE rules: the types the generated code names and the
//! external terms declared in `isle/prelude.isle`.

use super::LowerCtx;
use crate::abi;
use crate::inst::{AMode, AsmOp, CallDest, MachLabel};
use crate::lower::{cmp64, runtime, select_consts};
use crate::regs::{self, Reg, ValueRegs, Writable, WritableReg};
use crate::CompileError;
use cpu0_asm::IsaLevel;
use cranelift_codegen::ir::condcodes::{CondCode, FloatCC, IntCC};
use cranelift_codegen::ir::immediates::{Ieee32, Ieee64, Imm64, Offset32};
use cranelift_codegen::ir::{
    self, ExternalName, GlobalValueData, InstructionData, TrapCode, ValueDef,
};

// Names the generated code refers to.
pub use crate::inst::HiLo;
pub use cranelift_codegen::ir::types::{F32, F64, I128, I16, I32, I64, I8};
pub use cranelift_codegen::ir::{
    AtomicRmwOp, BlockCall, FuncRef, GlobalValue, Inst, Opcode, SigRef, StackSlot, Type, Value,
    ValueList,
};

pub type Unit = ();
pub type ValueSlice = (ValueList, usize);
pub type ValueArray2 = [Value; 2];
pub type ValueArray3 = [Value; 3];
pub type BlockArray2 = [BlockCall; 2];
/// An instruction's results: nearly always one or two, kept inline (a `Vec`
/// here cost an allocation per lowered instruction).
pub type InstOutput = smallvec::SmallVec<[ValueRegs; 2]>;
pub type MachLabelSlice = [MachLabel];
pub use crate::lower::runtime::{FloatFn, RuntimeFn};
pub type BoxExternalName = Box<ExternalName>;
pub use crate::inst::{ArgRegs, BoxCallInfo, MachLabelVec, OptionReg, RetRegs, SlotAdd, SlotMove};
pub use crate::lower::cmp64::Test as Test64;

// Defines `macro_rules! isle_numerics_methods`.
include!(concat!(env!("OUT_DIR"), "/isle-gen/isle_numerics.rs"));

#[allow(
    dead_code,
    unreachable_code,
    unreachable_patterns,
    unused_imports,
    unused_variables,
    non_snake_case,
    unused_mut,
    irrefutable_let_patterns,
    unused_assignments,
    non_camel_case_types,
    clippy::all
)]
mod generated {
    use super::*;
    include!(concat!(env!("OUT_DIR"), "/isle_lower.rs"));
}

/// `icmp_reg`, for the multi-word sequences built in Rust (`wide.rs`).
pub(crate) use generated::constructor_icmp_reg;
/// The machine instruction enum, generated from `isle/inst.isle`.
pub use generated::MInst;

/// Lowers one non-branch instruction; `None` when no rule matches.
pub fn lower(ctx: &mut LowerCtx, inst: Inst) -> Option<InstOutput> {
    generated::constructor_lower(ctx, inst)
}

/// Lowers a block terminator given its successors' labels.
pub fn lower_branch(ctx: &mut LowerCtx, inst: Inst, targets: &[MachLabel]) -> Option<()> {
    generated::constructor_lower_branch(ctx, inst, targets)
}

impl LowerCtx<'_> {
    fn value_type_of(&self, v: Value) -> Type {
        self.func.dfg.value_type(v)
    }

    fn values_of(&self, (list, off): ValueSlice) -> Vec<Value> {
        list.as_slice(&self.func.dfg.value_lists)[off..].to_vec()
    }
}

fn fits_i16(n: i64) -> bool {
    (-0x8000..=0x7fff).contains(&n)
}

impl generated::Context for LowerCtx<'_> {
    isle_numerics_methods!();

    fn inst_data_value(&mut self, inst: Inst) -> (Type, InstructionData) {
        // The type of the first result, as Cranelift's own backends see it.
        let dfg = &self.func.dfg;
        let ty = match dfg.inst_results(inst).first() {
            Some(v) => dfg.value_type(*v),
            None => ir::types::INVALID,
        };
        (ty, dfg.insts[inst])
    }

    fn value_list_slice(&mut self, list: ValueList) -> ValueSlice {
        (list, 0)
    }

    fn value_slice_unwrap(&mut self, (list, off): ValueSlice) -> Option<(Value, ValueSlice)> {
        list.get(off, &self.func.dfg.value_lists)
            .map(|v| (v, (list, off + 1)))
    }

    fn unpack_value_array_2(&mut self, a: &ValueArray2) -> (Value, Value) {
        (a[0], a[1])
    }
    fn pack_value_array_2(&mut self, a: Value, b: Value) -> ValueArray2 {
        [a, b]
    }
    fn unpack_value_array_3(&mut self, a: &ValueArray3) -> (Value, Value, Value) {
        (a[0], a[1], a[2])
    }
    fn pack_value_array_3(&mut self, a: Value, b: Value, c: Value) -> ValueArray3 {
        [a, b, c]
    }
    fn unpack_block_array_2(&mut self, a: &BlockArray2) -> (BlockCall, BlockCall) {
        (a[0], a[1])
    }
    fn pack_block_array_2(&mut self, a: BlockCall, b: BlockCall) -> BlockArray2 {
        [a, b]
    }

    fn fits_in_32(&mut self, ty: Type) -> Option<Type> {
        (ty.is_int() && ty.bits() <= 32).then_some(ty)
    }
    fn narrow_int(&mut self, ty: Type) -> Option<Type> {
        (ty.is_int() && ty.bits() < 32).then_some(ty)
    }
    fn one_word_type(&mut self, ty: Type) -> Option<Type> {
        (abi::words_of(ty) == Some(1)).then_some(ty)
    }
    fn two_word_type(&mut self, ty: Type) -> Option<Type> {
        (abi::words_of(ty) == Some(2)).then_some(ty)
    }
    fn conversion_int(&mut self, ty: Type) -> Option<Type> {
        matches!(ty, I32 | I64 | I128).then_some(ty)
    }
    fn ty_bits(&mut self, ty: Type) -> u8 {
        ty.bits() as u8
    }
    fn has_slt(&mut self) -> bool {
        self.flags.level >= IsaLevel::Cpu032II
    }

    fn put_in_reg(&mut self, v: Value) -> Reg {
        let regs = self.use_value(v);
        if regs.len() != 1 {
            self.set_error(CompileError::Unsupported(format!(
                "a {} value where one register is expected",
                self.value_type_of(v)
            )));
        }
        regs.lo()
    }
    fn put_in_regs(&mut self, v: Value) -> ValueRegs {
        self.use_value(v)
    }
    fn lo_reg(&mut self, v: Value) -> Reg {
        self.use_value(v).lo()
    }
    fn value_reg(&mut self, r: Reg) -> ValueRegs {
        ValueRegs::one(r)
    }
    fn value_regs(&mut self, lo: Reg, hi: Reg) -> ValueRegs {
        ValueRegs::two(lo, hi)
    }
    fn value_regs4(&mut self, w0: Reg, w1: Reg, w2: Reg, w3: Reg) -> ValueRegs {
        ValueRegs::words(&[w0, w1, w2, w3])
    }
    fn value_regs_word(&mut self, r: ValueRegs, k: u8) -> Reg {
        match r.regs().get(usize::from(k)) {
            Some(w) => *w,
            None => {
                self.set_error(CompileError::Internal(format!(
                    "word {k} of a value of {} registers",
                    r.len()
                )));
                regs::ZERO
            }
        }
    }
    fn output(&mut self, regs: ValueRegs) -> InstOutput {
        smallvec::smallvec![regs]
    }
    fn output_none(&mut self) -> InstOutput {
        InstOutput::new()
    }
    fn temp_writable_reg(&mut self) -> WritableReg {
        Writable::new(self.fresh_reg())
    }
    fn writable_reg_to_reg(&mut self, r: WritableReg) -> Reg {
        r.to_reg()
    }
    fn zero_reg(&mut self) -> Reg {
        regs::ZERO
    }
    fn differ_reg(&mut self, a: Reg, b: Reg) -> Reg {
        match (a, b) {
            (r, regs::ZERO) | (regs::ZERO, r) => r,
            _ => self.alu(AsmOp::Xor, a, b),
        }
    }
    fn emit(&mut self, inst: &MInst) -> Unit {
        self.cur.push(inst.clone());
    }

    fn def_inst(&mut self, v: Value) -> Option<Inst> {
        // `value_def` sees through aliases itself.
        let ir::ValueDef::Result(inst, _) = self.func.dfg.value_def(v) else {
            return None;
        };
        let data = &self.func.dfg.insts[inst];
        let pure = !data.opcode().can_load()
            && !data.opcode().can_store()
            && !data.opcode().can_trap()
            && !data.opcode().is_call()
            && !data.opcode().other_side_effects();
        let same_block = self.func.layout.inst_block(inst) == self.cur_block;
        (pure && (same_block || data.opcode() == ir::Opcode::Iconst)).then_some(inst)
    }

    fn value_type(&mut self, v: Value) -> Type {
        self.value_type_of(v)
    }

    fn imm64_low32(&mut self, imm: Imm64) -> u32 {
        imm.bits() as u32
    }
    fn simm16(&mut self, n: u32) -> Option<i32> {
        fits_i16(n as i32 as i64).then_some(n as i32)
    }
    fn uimm16(&mut self, n: u32) -> Option<i32> {
        (n <= 0xffff).then_some(n as i32)
    }
    fn neg_simm16(&mut self, n: u32) -> Option<i32> {
        let neg = -(n as i32 as i64);
        fits_i16(neg).then_some(neg as i32)
    }
    fn masked_shamt(&mut self, ty: Type, n: u32) -> i32 {
        (n & (ty.bits() - 1)) as i32
    }
    fn shamt_mask_fits(&mut self, ty: Type, m: u32) -> bool {
        m < ty.bits()
    }
    fn shift_mask(&mut self, ty: Type) -> i32 {
        ty.bits() as i32 - 1
    }
    fn ty_smin(&mut self, ty: Type) -> u32 {
        (-(1i64 << (ty.bits() - 1))) as u32
    }
    fn ty_smax(&mut self, ty: Type) -> u32 {
        ((1u64 << (ty.bits() - 1)) - 1) as u32
    }
    fn ty_umax(&mut self, ty: Type) -> u32 {
        ((1u64 << ty.bits()) - 1) as u32
    }
    fn cc_is_signed(&mut self, cc: &IntCC) -> bool {
        matches!(
            cc,
            IntCC::SignedLessThan
                | IntCC::SignedLessThanOrEqual
                | IntCC::SignedGreaterThan
                | IntCC::SignedGreaterThanOrEqual
        )
    }
    fn cc_swap(&mut self, cc: &IntCC) -> IntCC {
        cc.swap_args()
    }
    fn offset_add(&mut self, off: i32, c: u32) -> Option<i32> {
        let sum = off as i64 + c as i32 as i64;
        fits_i16(sum).then_some(sum as i32)
    }
    fn offset32_to_i32(&mut self, off: Offset32) -> i32 {
        off.into()
    }
    fn u32_to_i32(&mut self, n: u32) -> i32 {
        n as i32
    }

    fn no_slot_move(&mut self) -> SlotMove {
        None
    }

    fn single_target(&mut self, targets: &MachLabelSlice) -> Option<MachLabel> {
        (targets.len() == 1).then(|| targets[0])
    }
    fn two_targets(&mut self, targets: &MachLabelSlice) -> Option<(MachLabel, MachLabel)> {
        (targets.len() == 2).then(|| (targets[0], targets[1]))
    }

    fn jump_tables_gv(&mut self, gv: GlobalValue) -> Option<()> {
        (self.table_bases.global == Some(gv)).then_some(())
    }

    fn symbol_of_gv(&mut self, gv: GlobalValue) -> Option<(BoxExternalName, i32)> {
        match &self.func.global_values[gv] {
            GlobalValueData::Symbol { name, offset, .. } => {
                let offset: i64 = (*offset).into();
                Some((Box::new(name.clone()), offset as i32))
            }
            _ => None,
        }
    }
    fn symbol_of_func(&mut self, f: FuncRef) -> BoxExternalName {
        Box::new(self.func.dfg.ext_funcs[f].name.clone())
    }
    fn slot_address(&mut self, v: Value) -> Option<(StackSlot, i32)> {
        super::slot_addr::slot_address(self.func, &mut self.branch_args, v)
    }
    fn stack_slot_offset(&mut self, slot: StackSlot, off: i32) -> i32 {
        self.slot_offsets.get(&slot).copied().unwrap_or(0) as i32 + off
    }

    fn trap_code_divz(&mut self) -> TrapCode {
        TrapCode::INTEGER_DIVISION_BY_ZERO
    }
    fn trap_code_int_ovf(&mut self) -> TrapCode {
        TrapCode::INTEGER_OVERFLOW
    }

    fn nonzero_value(&mut self, v: Value) -> Option<()> {
        super::nonzero::known_nonzero(self.func, &self.nonzero_params, v).then_some(())
    }

    fn known_zext(&mut self, v: Value) -> Option<()> {
        // How these definitions are lowered leaves the upper register bits zero.
        super::zext::defined_zext(self.func, &self.zext_params, v).then_some(())
    }
    fn known_sext(&mut self, v: Value) -> Option<()> {
        use ir::Opcode::*;
        let ir::ValueDef::Result(inst, 0) = self.func.dfg.value_def(v) else {
            return None;
        };
        let data = &self.func.dfg.insts[inst];
        // A constant below the type's sign bit is materialised as itself.
        if let ir::InstructionData::UnaryImm {
            opcode: Iconst,
            imm,
        } = *data
        {
            let bits = self.func.dfg.value_type(v).bits();
            return (bits <= 32 && (0..1i64 << (bits - 1)).contains(&imm.bits())).then_some(());
        }
        matches!(data.opcode(), Sextend | Sload8 | Sload16).then_some(())
    }
    fn i32_nonneg(&mut self, n: i32) -> Option<i32> {
        (n >= 0).then_some(n)
    }
    fn ty_top_bit(&mut self, ty: Type) -> u32 {
        1u32 << ty.bits()
    }
    fn ty_bits_u32(&mut self, ty: Type) -> u32 {
        ty.bits()
    }
    fn sp_reg(&mut self) -> Reg {
        regs::SP
    }
    fn entry_lr(&mut self) -> Reg {
        match self.entry_lr {
            Some(r) => r,
            None => {
                let r = self.fresh_reg();
                self.entry_lr = Some(r);
                r
            }
        }
    }
    fn imm64_parts(&mut self, imm: Imm64) -> (u32, u32) {
        let bits = imm.bits() as u64;
        (bits as u32, (bits >> 32) as u32)
    }
    fn output_pair(&mut self, a: ValueRegs, b: ValueRegs) -> InstOutput {
        smallvec::smallvec![a, b]
    }
    fn value_regs_lo(&mut self, r: ValueRegs) -> Reg {
        r.lo()
    }
    fn value_regs_hi(&mut self, r: ValueRegs) -> Reg {
        if r.len() == 2 {
            r.hi()
        } else {
            self.set_error(CompileError::Internal(
                "the high word of a one-register value".into(),
            ));
            regs::ZERO
        }
    }
    fn i64_lo_offset(&mut self) -> i32 {
        match self.flags.endian {
            cpu0_asm::Endian::Big => 4,
            cpu0_asm::Endian::Little => 0,
        }
    }
    fn i64_hi_offset(&mut self) -> i32 {
        4 - self.i64_lo_offset()
    }
    fn i128_word_offset(&mut self, k: u8) -> i32 {
        let k = i32::from(k);
        match self.flags.endian {
            cpu0_asm::Endian::Big => 12 - 4 * k,
            cpu0_asm::Endian::Little => 4 * k,
        }
    }
    fn shamt64_zero(&mut self, n: u32) -> Option<()> {
        (n & 63 == 0).then_some(())
    }
    fn shamt64_word(&mut self, n: u32) -> Option<()> {
        (n & 63 == 32).then_some(())
    }
    fn shamt64_low(&mut self, n: u32) -> Option<i32> {
        let n = n & 63;
        (1..32).contains(&n).then_some(n as i32)
    }
    fn shamt64_high(&mut self, n: u32) -> Option<i32> {
        let n = n & 63;
        (n >= 32).then_some(n as i32 - 32)
    }
    fn amode_add(&mut self, addr: &AMode, k: i32) -> AMode {
        match *addr {
            AMode::Reg { base, offset } if fits_i16(offset as i64 + k as i64) => AMode::Reg {
                base,
                offset: offset + k,
            },
            AMode::Reg { base, offset } => {
                // Rebase: base + offset into a register, then displace by k.
                let c = self.fresh_reg();
                let sum = self.fresh_reg();
                self.cur.push(MInst::LoadConst {
                    rd: Writable::new(c),
                    imm: offset as u32,
                });
                self.cur.push(MInst::AluRRR {
                    op: AsmOp::Addu,
                    rd: Writable::new(sum),
                    rs: base,
                    rt: c,
                });
                AMode::Reg {
                    base: sum,
                    offset: k,
                }
            }
            AMode::Slot { offset } => AMode::Slot { offset: offset + k },
            AMode::Outgoing { offset } => AMode::Outgoing { offset: offset + k },
            AMode::Incoming { offset } => AMode::Incoming { offset: offset + k },
            AMode::Spill { slot } => AMode::Spill { slot },
        }
    }
    fn cc_without_equal(&mut self, cc: &IntCC) -> IntCC {
        cc.without_equal()
    }
    fn cc_unsigned(&mut self, cc: &IntCC) -> IntCC {
        cc.unsigned()
    }

    fn call_runtime_i64(&mut self, f: &RuntimeFn, a: ValueRegs, b: ValueRegs) -> ValueRegs {
        self.call_runtime(f.symbol(), &[I64, I64], I64, &[a, b])
    }
    fn call_runtime_i128(&mut self, f: &RuntimeFn, a: ValueRegs, b: ValueRegs) -> ValueRegs {
        self.call_runtime(f.symbol(), &[I128, I128], I128, &[a, b])
    }
    fn small_udiv64_divisor(&mut self, m: Imm64, s: u32) -> Option<u32> {
        super::div_small::small_divisor(m.bits() as u64, s)
    }
    fn call_udiv64_small(&mut self, x: ValueRegs, d: u32) -> ValueRegs {
        LowerCtx::call_udiv64_small(self, x, d)
    }

    fn add128(&mut self, a: ValueRegs, b: ValueRegs, carry_in: Reg) -> ValueRegs {
        let (sum, _) = self.add_words(a.regs(), b.regs(), carry_in, false);
        ValueRegs::words(&sum)
    }
    fn add128_carry(&mut self, a: ValueRegs, b: ValueRegs, carry_in: Reg) -> InstOutput {
        let (sum, carry) = self.add_words(a.regs(), b.regs(), carry_in, true);
        smallvec::smallvec![ValueRegs::words(&sum), ValueRegs::one(carry)]
    }
    fn sub128(&mut self, a: ValueRegs, b: ValueRegs, borrow_in: Reg) -> ValueRegs {
        let (diff, _) = self.sub_words(a.regs(), b.regs(), borrow_in, false);
        ValueRegs::words(&diff)
    }
    fn sub128_borrow(&mut self, a: ValueRegs, b: ValueRegs, borrow_in: Reg) -> InstOutput {
        let (diff, borrow) = self.sub_words(a.regs(), b.regs(), borrow_in, true);
        smallvec::smallvec![ValueRegs::words(&diff), ValueRegs::one(borrow)]
    }
    fn mul128(&mut self, a: ValueRegs, b: ValueRegs) -> ValueRegs {
        ValueRegs::words(&self.mul_words(a.regs(), b.regs(), a.len()))
    }
    fn umulhi128(&mut self, a: ValueRegs, b: ValueRegs) -> ValueRegs {
        let product = self.mul_words(a.regs(), b.regs(), 2 * a.len());
        ValueRegs::words(&product[a.len()..])
    }
    fn shl128(&mut self, x: ValueRegs, n: Reg) -> ValueRegs {
        ValueRegs::words(&self.shl_words(x.regs(), n))
    }
    fn ushr128(&mut self, x: ValueRegs, n: Reg) -> ValueRegs {
        ValueRegs::words(&self.ushr_words(x.regs(), n))
    }
    fn shl128_imm(&mut self, x: ValueRegs, k: u32) -> ValueRegs {
        ValueRegs::words(&self.shl_words_imm(x.regs(), k & 127))
    }
    fn ushr128_imm(&mut self, x: ValueRegs, k: u32) -> ValueRegs {
        ValueRegs::words(&self.shr_words_imm(x.regs(), k & 127, false))
    }
    fn sshr128_imm(&mut self, x: ValueRegs, k: u32) -> ValueRegs {
        ValueRegs::words(&self.shr_words_imm(x.regs(), k & 127, true))
    }
    fn icmp128(&mut self, cc: &IntCC, a: ValueRegs, b: ValueRegs) -> Reg {
        self.compare_words(*cc, a.regs(), b.regs())
    }
    fn differ128(&mut self, a: ValueRegs, b: ValueRegs) -> Reg {
        self.differing_bits(a.regs(), b.regs())
    }
    fn cmp64_has_short_form(&mut self, cc: &IntCC, lo: u32, hi: u32) -> bool {
        cmp64::has_short_form(*cc, u64::from(hi) << 32 | u64::from(lo))
    }
    fn test64_const(&mut self, cc: &IntCC, x: ValueRegs, lo: u32, hi: u32) -> Test64 {
        self.test64_const(*cc, x, u64::from(hi) << 32 | u64::from(lo))
    }
    fn test64_pair(&mut self, cc: &IntCC, x: ValueRegs, y: ValueRegs) -> Test64 {
        self.test64_pair(*cc, x, y)
    }
    fn select64_test(&mut self, t: Test64, x: ValueRegs, y: ValueRegs) -> ValueRegs {
        self.select64_test(t, x, y)
    }
    fn test64_reg(&mut self, t: Test64) -> Reg {
        t.reg
    }
    fn test64_cc(&mut self, t: Test64) -> IntCC {
        t.cc()
    }
    fn test64_value(&mut self, t: Test64) -> Reg {
        self.test_value(t)
    }
    fn words_op(&mut self, op: &AsmOp, a: ValueRegs, b: ValueRegs) -> ValueRegs {
        ValueRegs::words(&self.map_words(*op, a.regs(), b.regs()))
    }

    fn ieee32_bits(&mut self, imm: Ieee32) -> u32 {
        imm.bits()
    }
    fn ieee64_parts(&mut self, imm: Ieee64) -> (u32, u32) {
        let bits = imm.bits();
        (bits as u32, (bits >> 32) as u32)
    }
    fn float_call1(&mut self, f: &FloatFn, ty: Type, a: ValueRegs) -> ValueRegs {
        self.call_float(*f, ty, &[a])
    }
    fn float_call2(&mut self, f: &FloatFn, ty: Type, a: ValueRegs, b: ValueRegs) -> ValueRegs {
        self.call_float(*f, ty, &[a, b])
    }
    fn float_call3(
        &mut self,
        f: &FloatFn,
        ty: Type,
        a: ValueRegs,
        b: ValueRegs,
        c: ValueRegs,
    ) -> ValueRegs {
        self.call_float(*f, ty, &[a, b, c])
    }
    fn float_to_int(
        &mut self,
        from: Type,
        signed: bool,
        saturating: bool,
        to: Type,
        x: ValueRegs,
    ) -> ValueRegs {
        let symbol = runtime::float_to_int_symbol(from, signed, to, saturating);
        self.call_runtime(&symbol, &[from], to, &[x])
    }
    fn int_to_float(&mut self, signed: bool, from: Type, x: ValueRegs, to: Type) -> ValueRegs {
        let symbol = runtime::int_to_float_symbol(signed, from, to);
        self.call_runtime(&symbol, &[from], to, &[x])
    }
    fn float_to_float(&mut self, from: Type, x: ValueRegs, to: Type) -> ValueRegs {
        let symbol = runtime::float_to_float_symbol(from, to);
        self.call_runtime(&symbol, &[from], to, &[x])
    }
    fn fcmp_key_cc(&mut self, cc: &FloatCC) -> IntCC {
        match cc {
            FloatCC::Equal | FloatCC::UnorderedOrEqual => IntCC::Equal,
            FloatCC::NotEqual | FloatCC::OrderedNotEqual => IntCC::NotEqual,
            FloatCC::LessThan | FloatCC::UnorderedOrLessThan => IntCC::SignedLessThan,
            FloatCC::LessThanOrEqual | FloatCC::UnorderedOrLessThanOrEqual => {
                IntCC::SignedLessThanOrEqual
            }
            FloatCC::GreaterThan | FloatCC::UnorderedOrGreaterThan => IntCC::SignedGreaterThan,
            FloatCC::GreaterThanOrEqual | FloatCC::UnorderedOrGreaterThanOrEqual => {
                IntCC::SignedGreaterThanOrEqual
            }
            // `fcmp_result` handles these two without a key relation.
            FloatCC::Ordered | FloatCC::Unordered => IntCC::Equal,
        }
    }
    fn fcmp_by_call(&mut self) -> bool {
        LowerCtx::fcmp_by_call(self)
    }
    fn fcmp_vars_by_call(&mut self, ty: Type, x: Value, y: Value, ordering: bool) -> bool {
        let block_calls = LowerCtx::fcmp_by_call(self);
        let keys_free = self.float_sign_clear(x) && self.float_sign_clear(y);
        self.flags.opt_level == crate::settings::OptLevel::Speed
            && super::fcmp_call::vars_call(ty, ordering, block_calls, keys_free)
    }
    fn float_const(&mut self, v: Value) -> bool {
        let ValueDef::Result(inst, _) = self.func.dfg.value_def(v) else {
            return false;
        };
        matches!(
            self.func.dfg.insts[inst].opcode(),
            Opcode::F32const | Opcode::F64const
        )
    }
    fn float_cmp(&mut self, ty: Type, x: ValueRegs, y: ValueRegs) -> Reg {
        let symbol = match ty {
            F32 => "__cpu0_cmp_f32",
            _ => "__cpu0_cmp_f64",
        };
        self.call_runtime(symbol, &[ty, ty], I32, &[x, y]).regs()[0]
    }
    fn fcmp_true_if_unordered(&mut self, cc: &FloatCC) -> bool {
        matches!(
            cc,
            FloatCC::Unordered
                | FloatCC::NotEqual
                | FloatCC::UnorderedOrEqual
                | FloatCC::UnorderedOrLessThan
                | FloatCC::UnorderedOrLessThanOrEqual
                | FloatCC::UnorderedOrGreaterThan
                | FloatCC::UnorderedOrGreaterThanOrEqual
        )
    }

    fn compare_result(&mut self, v: Value) -> bool {
        let ValueDef::Result(inst, _) = self.func.dfg.value_def(v) else {
            return false;
        };
        matches!(
            self.func.dfg.insts[inst].opcode(),
            Opcode::Icmp | Opcode::Fcmp
        )
    }
    fn sole_reader(&mut self, v: Value) -> bool {
        self.uses[self.func.dfg.resolve_aliases(v)] == 1
    }
    fn select_plus_one(&mut self, k1: u32, k2: u32) -> Option<i32> {
        select_consts::plus_one(k1, k2)
    }
    fn select_pow2_step(&mut self, k1: u32, k2: u32) -> Option<i32> {
        select_consts::pow2_step(k1, k2)
    }
    fn select_one_bit(&mut self, k1: u32, k2: u32) -> Option<i32> {
        select_consts::one_bit(k1, k2)
    }
    fn select_xor_base(&mut self, k: u32) -> Option<i32> {
        select_consts::xor_base(k)
    }
    fn select_base(&mut self, k: u32) -> Option<i32> {
        select_consts::small(k)
    }
    fn float_sign_clear(&mut self, v: Value) -> bool {
        super::float_key::sign_clear(self.func, v, 2)
    }
    fn float_nan32(&mut self, k: u32) -> bool {
        super::float_key::is_nan32(k)
    }
    fn float_nan64(&mut self, lo: u32, hi: u32) -> bool {
        super::float_key::is_nan64(lo, hi)
    }
    fn float_zero32(&mut self, k: u32) -> bool {
        super::float_key::is_zero32(k)
    }
    fn float_zero64(&mut self, lo: u32, hi: u32) -> bool {
        super::float_key::is_zero64(lo, hi)
    }
    fn float_key32_const(&mut self, k: u32) -> u32 {
        super::float_key::key32(k)
    }
    fn float_key64_lo(&mut self, lo: u32, hi: u32) -> u32 {
        super::float_key::key64(lo, hi).0
    }
    fn float_key64_hi(&mut self, lo: u32, hi: u32) -> u32 {
        super::float_key::key64(lo, hi).1
    }
    fn float_flipped64_lo(&mut self, lo: u32, hi: u32) -> u32 {
        super::float_key::flipped64(lo, hi).0
    }
    fn float_flipped64_hi(&mut self, lo: u32, hi: u32) -> u32 {
        super::float_key::flipped64(lo, hi).1
    }

    fn lower_return_call(&mut self, f: FuncRef, args: ValueSlice) -> InstOutput {
        let data = &self.func.dfg.ext_funcs[f];
        let sig = self.func.dfg.signatures[data.signature].clone();
        let name = data.name.clone();
        let values = self.values_of(args);
        self.emit_tail_call(&sig, CallDest::Direct(name), None, &values);
        InstOutput::new()
    }

    fn lower_return_call_indirect(
        &mut self,
        sig: SigRef,
        callee: Value,
        args: ValueSlice,
    ) -> InstOutput {
        let sig = self.func.dfg.signatures[sig].clone();
        let callee = self.use_value(callee).lo();
        let callee = self.virtual_reg(callee);
        let values = self.values_of(args);
        self.emit_tail_call(&sig, CallDest::Indirect, Some(callee), &values);
        InstOutput::new()
    }

    fn lower_br_table(&mut self, idx: Reg, targets: &MachLabelSlice) -> Unit {
        let tmp = self.fresh_reg();
        let slot = self.switch_slot_add();
        let base = self.switch_table_base();
        self.cur.push(MInst::BrTable {
            idx,
            tmp: Writable::new(tmp),
            default: targets[0],
            targets: targets[1..].to_vec(),
            slot,
            base,
        });
    }

    fn lower_return(&mut self, args: ValueSlice) -> InstOutput {
        if self.lower_sibling_call() {
            return InstOutput::new();
        }
        // Inline: a `Vec` here was an allocation per return.
        let values: smallvec::SmallVec<[ValueRegs; 2]> = self
            .values_of(args)
            .iter()
            .map(|v| self.use_value(*v))
            .collect();
        self.emit_return(&values);
        InstOutput::new()
    }

    fn lower_call(&mut self, f: FuncRef, args: ValueSlice) -> InstOutput {
        let data = &self.func.dfg.ext_funcs[f];
        let sig = self.func.dfg.signatures[data.signature].clone();
        let name = data.name.clone();
        let values = self.values_of(args);
        self.emit_call(&sig, CallDest::Direct(name), None, &values)
            .unwrap_or_default()
    }

    fn lower_call_indirect(&mut self, sig: SigRef, callee: Value, args: ValueSlice) -> InstOutput {
        let sig = self.func.dfg.signatures[sig].clone();
        let callee = self.use_value(callee).lo();
        let callee = self.virtual_reg(callee);
        let values = self.values_of(args);
        self.emit_call(&sig, CallDest::Indirect, Some(callee), &values)
            .unwrap_or_default()
    }
}
