//! Calling finalized guest functions from the host with typed arguments, and
//! describing their traps.

use super::*;

impl Cpu0JitModule {
    /// Calls a finalized function with arguments of its declared signature
    /// (`i8`..`i128`, `f32`, `f64`; results of more than four words through a
    /// return area below the stack pointer). A wrong number or type of
    /// arguments is [`JitError::BadCall`]; a guest trap is [`JitError::Trap`], with
    /// its code, place and backtrace; a guest that ends the program through the
    /// exit port is [`JitError::Exited`] with its status. The budget applies to the whole call. In
    /// strict mode ([`Cpu0JitBuilder::strict`]) the callee-saved registers get
    /// known values ([`abi::CALLEE_SAVED_SEEDS`]) before the call, and a callee
    /// that returns without restoring them or `$sp` is [`JitError::CalleeSaved`].
    pub fn call(&mut self, id: FuncId, args: &[DataValue]) -> Result<Vec<DataValue>, JitError> {
        let addr = self.get_finalized_function(id)?;
        let decl = self.func_decl(id)?;
        let sig = decl.signature.clone();
        let function = decl.linkage_name(id).into_owned();
        let bad = |e: AbiError| match e {
            AbiError::Signature(message) => JitError::BadCall {
                function: function.clone(),
                message,
            },
            AbiError::Abi(message) => JitError::Abi {
                function: function.clone(),
                message,
            },
        };
        let endian = self.machine.endian();
        let mut words = abi::encode_args(&sig, args, endian).map_err(bad)?;
        let sp = self.machine.reg(Reg::SP);
        // A return area: 8-byte aligned just below the stack pointer, its address
        // the hidden first argument; the call's stack arguments go below it.
        let area = abi::return_area_size(&sig).map_err(bad)?.map(|size| {
            let top = if sp == 0 { self.machine.mem_size() } else { sp };
            let area = (top & !7).wrapping_sub(size);
            match words.first_mut() {
                Some(w) => *w = area,
                None => words.push(area),
            }
            self.machine.set_reg(Reg::SP, area);
            area
        });
        let seeded = self
            .machine
            .config()
            .strict
            .then(|| abi::seed_callee_saved(&mut self.machine));
        match self.machine.call_detailed(addr, &words) {
            Ok(outcome) => {
                if let Some(former) = seeded {
                    abi::check_callee_saved(&mut self.machine, former, &outcome).map_err(
                        |(register, expected, found)| JitError::CalleeSaved {
                            function: function.clone(),
                            register,
                            expected,
                            found,
                        },
                    )?;
                }
                self.machine.set_reg(Reg::SP, sp);
                let words = match area {
                    None => vec![
                        outcome.v0,
                        outcome.v1,
                        self.machine.reg(Reg::A0),
                        self.machine.reg(Reg::A1),
                    ],
                    Some(area) => {
                        let offsets = abi::return_area_offsets(&sig).map_err(bad)?;
                        let read = |o: u32| self.machine.read_word(area.wrapping_add(o));
                        let words: Result<Vec<u32>, _> = offsets.into_iter().map(read).collect();
                        words.map_err(|t| JitError::Trap(Box::new(self.describe_trap(t))))?
                    }
                };
                abi::decode_results(&sig, &words, endian).map_err(bad)
            }
            Err(Trap::Exited { status, .. }) => {
                self.machine.set_reg(Reg::SP, sp);
                Err(JitError::Exited { function, status })
            }
            Err(trap) => {
                let trap = self.describe_trap(trap);
                self.machine.set_reg(Reg::SP, sp);
                Err(JitError::Trap(Box::new(trap)))
            }
        }
    }

    /// Runs `main` as a C program: `args` (`argv[0]` first, the program's name) are
    /// placed at the top of the stack ([`Machine::push_args`]) and passed as
    /// `argc`/`argv` when `main` takes two parameters (`main(void)` gets none).
    /// Gives the exit status: `main`'s result (0 for a function without one), or
    /// the word stored to the exit port. The stack is restored afterwards.
    pub fn run_main(&mut self, main: FuncId, args: &[&[u8]]) -> Result<u32, JitError> {
        let decl = self.func_decl(main)?;
        let function = decl.linkage_name(main).into_owned();
        let params = decl.signature.params.len();
        let sp = self.machine.reg(Reg::SP);
        let values = match params {
            0 => Vec::new(),
            2 => {
                let pushed = self
                    .machine
                    .push_args(args)
                    .map_err(|_| JitError::BadCall {
                        function: function.clone(),
                        message: "the arguments do not fit on the stack".into(),
                    })?;
                vec![
                    DataValue::I32(pushed.argc as i32),
                    DataValue::I32(pushed.argv as i32),
                ]
            }
            n => {
                return Err(JitError::BadCall {
                    function,
                    message: format!("main takes {n} parameters, not 0 or 2 (argc, argv)"),
                })
            }
        };
        let result = self.call(main, &values);
        self.machine.set_reg(Reg::SP, sp);
        match result {
            Ok(results) => Ok(results.first().map_or(0, |v| match *v {
                DataValue::I8(v) => v as u32,
                DataValue::I16(v) => v as u32,
                DataValue::I32(v) => v as u32,
                DataValue::I64(v) => v as u32,
                _ => 0,
            })),
            Err(JitError::Exited { status, .. }) => Ok(status),
            Err(e) => Err(e),
        }
    }

    /// Calls a function of signature `(i32, ...) -> i32`.
    pub fn call_i32(&mut self, id: FuncId, args: &[i32]) -> Result<i32, JitError> {
        let args: Vec<DataValue> = args.iter().map(|v| DataValue::I32(*v)).collect();
        match self.call_one(id, &args, ir::types::I32)? {
            DataValue::I32(v) => Ok(v),
            _ => unreachable!("call_one checked the type"),
        }
    }

    /// Calls a function of signature `(i64, ...) -> i64`.
    pub fn call_i64(&mut self, id: FuncId, args: &[i64]) -> Result<i64, JitError> {
        let args: Vec<DataValue> = args.iter().map(|v| DataValue::I64(*v)).collect();
        match self.call_one(id, &args, ir::types::I64)? {
            DataValue::I64(v) => Ok(v),
            _ => unreachable!("call_one checked the type"),
        }
    }

    pub(super) fn call_one(
        &mut self,
        id: FuncId,
        args: &[DataValue],
        ty: ir::Type,
    ) -> Result<DataValue, JitError> {
        let decl = self.func_decl(id)?;
        let returns: Vec<ir::Type> = decl
            .signature
            .returns
            .iter()
            .map(|r| r.value_type)
            .collect();
        if returns != [ty] {
            return Err(JitError::BadCall {
                function: decl.linkage_name(id).into_owned(),
                message: format!("the function returns {returns:?}, not one {ty}"),
            });
        }
        Ok(self.call(id, args)?.remove(0))
    }

    /// The embedder's view of a simulator trap: the CLIF trap code, the place
    /// and the backtrace.
    pub(super) fn describe_trap(&self, trap: Trap) -> JitTrap {
        let m = &self.machine;
        let walk = unwind::backtrace(&m.regs(), trap.pc(), m, &self.symbols, &self.frames);
        JitTrap::new(trap, &self.traps, &self.layout.guard, walk)
    }

    // ---- placement --------------------------------------------------------------
}
