//! Calls, returns, tail calls and calls of the runtime, as the lowering emits
//! them: arguments and results placed by the calling convention (`abi.rs`),
//! register words as fixed-register operands, stack words stored to the
//! outgoing area, results of more than four words through a return area.

use super::isle::{FloatFn, InstOutput, MInst};
use super::LowerCtx;
use crate::abi::{self, WordLoc};
use crate::inst::{AMode, AsmOp, CallDest, CallInfo};
use crate::regs::{self, Reg, ValueRegs, Writable};
use crate::CompileError;
use cranelift_codegen::ir::{self, ArgumentExtension, ExternalName, Type, Value};

impl LowerCtx<'_> {
    /// Moves a narrow value into a register extended as the ABI attribute says.
    pub(super) fn extend_for_abi(&mut self, r: Reg, ty: Type, ext: ArgumentExtension) -> Reg {
        let bits = ty.bits();
        if bits >= 32 {
            return r;
        }
        let rd = self.fresh_reg();
        match ext {
            ArgumentExtension::Uext => self.cur.push(MInst::AluRRI {
                op: AsmOp::Andi,
                rd: Writable::new(rd),
                rs: r,
                imm: ((1u32 << bits) - 1) as i32,
            }),
            ArgumentExtension::Sext => {
                let t = self.fresh_reg();
                let shift = 32 - bits as i32;
                self.cur.push(MInst::AluRRI {
                    op: AsmOp::Shl,
                    rd: Writable::new(t),
                    rs: r,
                    imm: shift,
                });
                self.cur.push(MInst::AluRRI {
                    op: AsmOp::Sra,
                    rd: Writable::new(rd),
                    rs: t,
                    imm: shift,
                });
            }
            ArgumentExtension::None => return r,
        }
        rd
    }

    /// Emits a call: stack arguments stored to the outgoing area, register
    /// arguments and results as fixed-register operands.
    pub(super) fn emit_call(
        &mut self,
        sig: &ir::Signature,
        dest: CallDest,
        callee: Option<Reg>,
        args: &[Value],
    ) -> Option<InstOutput> {
        // Inline: a `Vec` here was an allocation per call.
        let regs: smallvec::SmallVec<[ValueRegs; 4]> =
            args.iter().map(|v| self.use_value(*v)).collect();
        self.emit_call_regs(sig, dest, callee, &regs)
    }

    /// The argument words of a call: register ones as (register, ABI register)
    /// pairs; stack ones stored to the outgoing area.
    pub(super) fn call_args(
        &mut self,
        abi_sig: &abi::AbiSig,
        args: &[ValueRegs],
    ) -> Option<Vec<(Reg, regalloc2::PReg)>> {
        if args.len() != abi_sig.params.len() {
            self.set_error(CompileError::Internal("call argument count".into()));
            return None;
        }
        let mut uses = Vec::new();
        for (regs, loc) in args.iter().zip(&abi_sig.params) {
            if regs.len() != loc.words.len() {
                self.set_error(CompileError::Internal(format!(
                    "a call argument of {} registers for a {} parameter",
                    regs.len(),
                    loc.ty
                )));
                return None;
            }
            for (r, word) in regs.regs().iter().zip(&loc.words) {
                let r = self.extend_for_abi(*r, loc.ty, loc.extension);
                match word {
                    WordLoc::Reg(hw) => {
                        let r = self.virtual_reg(r);
                        uses.push((r, regs::preg(*hw)))
                    }
                    WordLoc::Stack(off) => self.cur.push(MInst::Store {
                        op: AsmOp::St,
                        src: r,
                        addr: AMode::Outgoing {
                            offset: *off as i32,
                        },
                    }),
                    WordLoc::ReturnArea(_) => unreachable!("parameters are not results"),
                }
            }
        }
        self.outgoing_size = self.outgoing_size.max(abi_sig.stack_args_size);
        Some(uses)
    }

    pub(super) fn emit_call_regs(
        &mut self,
        sig: &ir::Signature,
        dest: CallDest,
        callee: Option<Reg>,
        args: &[ValueRegs],
    ) -> Option<InstOutput> {
        let abi_sig = match abi::compute(sig, self.flags.endian) {
            Ok(s) => s,
            Err(e) => {
                self.set_error(e);
                return None;
            }
        };
        let mut uses = self.call_args(&abi_sig, args)?;
        // The callee's return area is in this function's slot area.
        let area_base = abi_sig.return_area_size.map(|size| {
            self.call_return_area_size = self.call_return_area_size.max(size);
            let addr = self.fresh_reg();
            self.cur.push(MInst::LoadAddr {
                rd: Writable::new(addr),
                addr: AMode::Slot {
                    offset: self.call_return_area_base as i32,
                },
            });
            uses.push((addr, regs::preg(abi::RETURN_AREA_REG)));
            self.call_return_area_base as i32
        });
        let mut defs = Vec::new();
        let mut loads = Vec::new();
        let mut outputs = InstOutput::new();
        let mut clobbers = regs::call_clobbers();
        for loc in &abi_sig.rets {
            let mut out = Vec::new();
            for word in &loc.words {
                let r = self.fresh_reg();
                match *word {
                    WordLoc::Reg(hw) => {
                        defs.push((Writable::new(r), regs::preg(hw)));
                        clobbers.remove(regs::preg(hw));
                    }
                    WordLoc::ReturnArea(offset) => loads.push(MInst::Load {
                        op: AsmOp::Ld,
                        rd: Writable::new(r),
                        addr: AMode::Slot {
                            offset: area_base.unwrap_or(0) + offset as i32,
                        },
                    }),
                    WordLoc::Stack(_) => unreachable!("results are not on the stack"),
                }
                out.push(r);
            }
            outputs.push(ValueRegs::words(&out));
        }
        self.makes_calls = true;
        self.cur.push(MInst::Call {
            info: Box::new(CallInfo {
                dest,
                callee,
                uses,
                defs,
                clobbers,
            }),
        });
        self.cur.extend(loads);
        Some(outputs)
    }

    /// Returns `results` (one `ValueRegs` per result of this function) in the
    /// ABI's result registers, extended as this function's signature says.
    pub(super) fn emit_return(&mut self, results: &[ValueRegs]) {
        // Taken out rather than cloned while the context is borrowed; put back below.
        let locs = std::mem::take(&mut self.abi.rets);
        let mut rets = Vec::new();
        for (regs, loc) in results.iter().zip(&locs) {
            for (r, word) in regs.regs().iter().zip(&loc.words) {
                let r = self.extend_for_abi(*r, loc.ty, loc.extension);
                match *word {
                    WordLoc::Reg(hw) => {
                        let r = self.virtual_reg(r);
                        rets.push((r, regs::preg(hw)));
                    }
                    WordLoc::ReturnArea(offset) => {
                        let base = self.return_area.expect("a return area was passed");
                        self.cur.push(MInst::Store {
                            op: AsmOp::St,
                            src: r,
                            addr: AMode::Reg {
                                base,
                                offset: offset as i32,
                            },
                        });
                    }
                    WordLoc::Stack(_) => unreachable!("results are not on the stack"),
                }
            }
        }
        self.abi.rets = locs;
        self.cur.push(MInst::Ret { rets });
    }

    /// At `opt_level=speed`, a `return` of exactly the results of the call right
    /// before it becomes a tail call of that callee (a sibling call, as LLVM makes
    /// them): its epilogue and a jump, so that a function whose only call is in
    /// tail position needs no frame. Only when no stack slot of this function
    /// exists (so the callee cannot hold a pointer into the frame that goes
    /// away) and the callee takes no stack arguments. The call is then marked as
    /// lowered. Returns whether it did so.
    pub(super) fn lower_sibling_call(&mut self) -> bool {
        let Some((call, sig, dest, args)) = self.sibling_call() else {
            return false;
        };
        let (callee, args) = match dest {
            CallDest::Direct(_) => (None, args),
            CallDest::Indirect => {
                let callee = self.use_value(args[0]).lo();
                (Some(self.virtual_reg(callee)), args[1..].to_vec())
            }
        };
        self.emit_tail_call(&sig, dest, callee, &args);
        self.lowered_early = Some(call);
        true
    }

    /// The call whose results the `return` being lowered returns, if it can be
    /// a sibling call (see [`Self::lower_sibling_call`]): the call, its
    /// signature, its destination and its arguments (the callee first, when
    /// indirect).
    fn sibling_call(&self) -> Option<(ir::Inst, ir::Signature, CallDest, Vec<Value>)> {
        let func = self.func;
        if self.flags.opt_level != crate::settings::OptLevel::Speed
            || !func.sized_stack_slots.is_empty()
            || !func.dynamic_stack_slots.is_empty()
        {
            return None;
        }
        let ret = func.layout.last_inst(self.cur_block?)?;
        let call = func.layout.prev_inst(ret)?;
        let (sig, dest, args) = match &func.dfg.insts[call] {
            ir::InstructionData::Call { func_ref, args, .. } => {
                let data = &func.dfg.ext_funcs[*func_ref];
                // `setjmp` must see this function's frame.
                if crate::returns_twice(&data.name) {
                    return None;
                }
                let sig = &func.dfg.signatures[data.signature];
                (sig, CallDest::Direct(data.name.clone()), args)
            }
            ir::InstructionData::CallIndirect { sig_ref, args, .. } => {
                (&func.dfg.signatures[*sig_ref], CallDest::Indirect, args)
            }
            _ => return None,
        };
        let same_values = func.dfg.inst_results(call) == func.dfg.inst_args(ret);
        let same_types = sig.returns.len() == func.signature.returns.len()
            && sig
                .returns
                .iter()
                .zip(&func.signature.returns)
                .all(|(a, b)| a.value_type == b.value_type);
        let abi = abi::compute(sig, self.flags.endian).ok()?;
        (same_values && same_types && abi.stack_args_size == 0).then(|| {
            let args = args.as_slice(&func.dfg.value_lists).to_vec();
            (call, sig.clone(), dest, args)
        })
    }

    /// A tail call: arguments in registers only (stack arguments would overwrite
    /// the caller's frame), results as this function's.
    pub(super) fn emit_tail_call(
        &mut self,
        sig: &ir::Signature,
        dest: CallDest,
        callee: Option<Reg>,
        args: &[Value],
    ) {
        let abi_sig = match abi::compute(sig, self.flags.endian) {
            Ok(s) => s,
            Err(e) => return self.set_error(e),
        };
        if abi_sig.stack_args_size != 0 {
            return self.set_error(CompileError::Unsupported(
                "a tail call with stack arguments".into(),
            ));
        }
        // The callee extends a narrow result differently from what this function
        // promises its caller (the verifier compares only types): a jump would hand
        // the callee's extension over, so call, extend and return instead.
        let same_extensions = abi_sig
            .rets
            .iter()
            .zip(&self.abi.rets)
            .all(|(callee, ours)| callee.extension == ours.extension || callee.ty.bits() >= 32);
        if !same_extensions {
            if let Some(results) = self.emit_call(sig, dest, callee, args) {
                self.emit_return(&results);
            }
            return;
        }
        let regs: Vec<ValueRegs> = args.iter().map(|v| self.use_value(*v)).collect();
        let Some(mut uses) = self.call_args(&abi_sig, &regs) else {
            return;
        };
        // The callee's results are this function's (the verifier checks), so it
        // stores them where this function's caller expects them.
        if abi_sig.return_area_size.is_some() {
            let Some(area) = self.return_area else {
                return self.set_error(CompileError::Internal(
                    "a tail call that needs a return area from a function without one".into(),
                ));
            };
            uses.push((area, regs::preg(abi::RETURN_AREA_REG)));
        }
        self.cur.push(MInst::ReturnCall {
            info: Box::new(CallInfo {
                dest,
                callee,
                uses,
                defs: Vec::new(),
                clobbers: regalloc2::PRegSet::empty(),
            }),
        });
    }

    /// A call of the runtime routine `symbol` with the Cpu0 convention.
    pub(super) fn call_runtime(
        &mut self,
        symbol: &str,
        params: &[Type],
        result: Type,
        args: &[ValueRegs],
    ) -> ValueRegs {
        let mut sig = ir::Signature::new(cranelift_codegen::isa::CallConv::SystemV);
        sig.params = params.iter().map(|t| ir::AbiParam::new(*t)).collect();
        sig.returns = vec![ir::AbiParam::new(result)];
        let name = ExternalName::testcase(symbol);
        match self.emit_call_regs(&sig, CallDest::Direct(name), None, args) {
            Some(out) => out[0],
            // The error is recorded; any registers will do until it is reported.
            None => ValueRegs::words(
                &[regs::ZERO; ValueRegs::MAX_WORDS][..abi::words_of(result).unwrap_or(1)],
            ),
        }
    }

    /// A call of the float routine `f` for values of type `ty`.
    pub(super) fn call_float(&mut self, f: FloatFn, ty: Type, args: &[ValueRegs]) -> ValueRegs {
        debug_assert_eq!(args.len(), f.arity());
        let params = vec![ty; args.len()];
        self.call_runtime(&f.symbol(ty), &params, ty, args)
    }
}
