//! Control flow: block terminators (jumps, branches, loops, jump tables,
//! returns, traps, tail calls) and calls (direct and through `func_addr`).

use super::function::FunctionGenerator;
use super::weighted;
use arbitrary::Result;
use cranelift_codegen::ir::types::I32;
use cranelift_codegen::ir::{
    Block, BlockArg, BlockCall, InstBuilder, JumpTableData, Signature, Value,
};
use cranelift_codegen::isa::CallConv;

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
    /// `return_call` or `return_call_indirect` of a later `tail` function.
    ReturnCall {
        indirect: bool,
    },
}

/// Whether a call's arguments all travel in `$a0`/`$a1`, as the backend's
/// calling convention lays them out (an `i64` or `f64` takes both, an `i128`
/// goes on the stack, a return area's address takes `$a0`). The backend has no
/// tail calls with stack arguments (`Unsupported`), so the generator makes none.
fn args_in_registers(sig: &Signature) -> bool {
    cpu0_isa::abi::compute(sig, cpu0_asm::Endian::Big).is_ok_and(|abi| abi.stack_args_size == 0)
}

impl FunctionGenerator<'_, '_, '_> {
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

    /// The callees this function may tail-call: both `tail`, the same result
    /// types (their extensions may differ: the backend then calls, extends and
    /// returns; `tests/filetests/run/return_call_result_extension.clif`),
    /// arguments in registers.
    fn tail_callees(&self) -> Vec<usize> {
        let me = &self.builder.func.signature;
        if me.call_conv != CallConv::Tail {
            return Vec::new();
        }
        let types = |s: &Signature| s.returns.iter().map(|p| p.value_type).collect::<Vec<_>>();
        (0..self.callees.len())
            .filter(|&n| {
                let sig = &self.callees[n].sig;
                sig.call_conv == CallConv::Tail && types(sig) == types(me) && args_in_registers(sig)
            })
            .collect()
    }

    pub(super) fn terminator(&mut self, index: usize) -> Result<()> {
        let counter = self.counter.expect("set at block start");
        self.checksum = Some(self.fold_checksum(index));
        let last = index + 1 == self.blocks.len();
        let tail = if self.tail_callees().is_empty() { 0 } else { 3 };
        let term = if last {
            weighted(
                self.u,
                &[
                    (20, Term::Return),
                    (1, Term::Trap),
                    (tail, Term::ReturnCall { indirect: false }),
                    (tail, Term::ReturnCall { indirect: true }),
                ],
            )?
        } else if index == 0 {
            // The entry block cannot be a branch target, so it has no loop edge.
            weighted(
                self.u,
                &[
                    (4, Term::Jump),
                    (4, Term::Brif),
                    (2, Term::BrTable),
                    (1, Term::Return),
                    (tail, Term::ReturnCall { indirect: false }),
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
                    (tail, Term::ReturnCall { indirect: true }),
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
                    *first = self.with_checksum(*first, returns[0].value_type);
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
            Term::BrTable => self.br_table(index, counter)?,
            Term::ReturnCall { indirect } => self.return_call(indirect)?,
        }
        Ok(())
    }

    fn br_table(&mut self, index: usize, counter: Value) -> Result<()> {
        let mut idx = self.value(I32)?;
        let len = self.u.int_in_range(1..=self.limits.max_jump_table.max(1))?;
        if self.u.ratio(2, 3)? {
            // Keep the index small so the table entries are taken, not only the
            // default: below the next power of two of the length.
            let mask = len.next_power_of_two() as i64 - 1;
            let mask = self.builder.ins().iconst(I32, mask);
            idx = self.builder.ins().band(idx, mask);
        }
        let default = self.forward_target(index)?;
        let default = self.block_call(default, counter)?;
        let mut table = Vec::new();
        for _ in 0..len {
            let t = self.forward_target(index)?;
            table.push(self.block_call(t, counter)?);
        }
        let jt = self
            .builder
            .create_jump_table(JumpTableData::new(default, &table));
        self.builder.ins().br_table(idx, jt);
        Ok(())
    }

    /// Arguments for callee `n`, the first (if any) with the checksum xored in
    /// when the call ends the block.
    fn call_args(&mut self, n: usize, with_checksum: bool) -> Result<Vec<Value>> {
        let sig = self.callees[n].sig.clone();
        let mut args = Vec::new();
        for p in &sig.params {
            args.push(self.value(p.value_type)?);
        }
        if let (true, Some(first)) = (with_checksum, args.first_mut()) {
            *first = self.with_checksum(*first, sig.params[0].value_type);
        }
        Ok(args)
    }

    /// The address of callee `n`; sometimes a `select` between it and another
    /// callee of the same signature, so the call target is only known at run time.
    fn callee_address(&mut self, n: usize) -> Result<Value> {
        let func = self.callees[n].func;
        let addr = self.builder.ins().func_addr(I32, func);
        let same: Vec<usize> = (0..self.callees.len())
            .filter(|&m| m != n && self.callees[m].sig == self.callees[n].sig)
            .collect();
        if same.is_empty() || self.u.ratio(1, 2)? {
            return Ok(addr);
        }
        let other = self.callees[*self.u.choose(&same)?].func;
        let other = self.builder.ins().func_addr(I32, other);
        let c = self.condition()?;
        Ok(self.builder.ins().select(c, addr, other))
    }

    fn return_call(&mut self, indirect: bool) -> Result<()> {
        let candidates = self.tail_callees();
        let n = *self.u.choose(&candidates)?;
        let args = self.call_args(n, true)?;
        if indirect {
            let addr = self.callee_address(n)?;
            let sig = self.builder.import_signature(self.callees[n].sig.clone());
            self.builder.ins().return_call_indirect(sig, addr, &args);
        } else {
            let func = self.callees[n].func;
            self.builder.ins().return_call(func, &args);
        }
        Ok(())
    }

    pub(super) fn call(&mut self) -> Result<()> {
        if self.callees.is_empty() {
            return Ok(());
        }
        let n = self.u.int_in_range(0..=self.callees.len() - 1)?;
        let args = self.call_args(n, false)?;
        let call = self.builder.ins().call(self.callees[n].func, &args);
        self.push_results(call, n);
        Ok(())
    }

    pub(super) fn call_indirect(&mut self) -> Result<()> {
        if self.callees.is_empty() {
            return Ok(());
        }
        let n = self.u.int_in_range(0..=self.callees.len() - 1)?;
        let args = self.call_args(n, false)?;
        let addr = self.callee_address(n)?;
        let sig = self.builder.import_signature(self.callees[n].sig.clone());
        let call = self.builder.ins().call_indirect(sig, addr, &args);
        self.push_results(call, n);
        Ok(())
    }

    fn push_results(&mut self, call: cranelift_codegen::ir::Inst, n: usize) {
        let results = self.builder.inst_results(call).to_vec();
        let types: Vec<_> = self.callees[n]
            .sig
            .returns
            .iter()
            .map(|p| p.value_type)
            .collect();
        self.pool.extend(results.into_iter().zip(types));
    }
}
