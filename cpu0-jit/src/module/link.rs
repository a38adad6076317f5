//! Linking: the targets of relocations resolved to addresses (module functions and
//! data, host functions and system services through stubs, the runtime), and
//! relocations applied.

use super::*;
use cpu0_module::sandbox::{HEAP_END, HEAP_START};
use cpu0_sim::services::{self, Service};

impl Cpu0JitModule {
    /// The target of a relocation in a compiled function.
    pub(super) fn reloc_target(
        &self,
        name: &ExternalName,
        func: &ir::Function,
        from: &str,
    ) -> Result<RelocTarget, JitError> {
        // The signature the function gives a called symbol, for host functions
        // reached by name.
        let signature_of = |name: &ExternalName| {
            func.dfg
                .ext_funcs
                .values()
                .find(|f| f.name == *name)
                .and_then(|f| func.dfg.signatures.get(f.signature))
                .cloned()
        };
        match name {
            ExternalName::User(r) => {
                let Some(user) = func.params.user_named_funcs().get(*r) else {
                    return Err(JitError::Unsupported(format!(
                        "{from}: a relocation names an undeclared user name"
                    )));
                };
                match (user.namespace, self.declarations.user(user.namespace, user.index)) {
                    (_, Some(FuncOrDataId::Func(id))) => Ok(RelocTarget::Func(id)),
                    (_, Some(FuncOrDataId::Data(id))) => Ok(RelocTarget::Data(id)),
                    (0 | 1, None) => Err(JitError::Undefined {
                        symbol: user.to_string(),
                        from: from.to_string(),
                    }),
                    (_, None) => Err(JitError::Unsupported(format!(
                        "{from}: external name {user}: the namespace must be 0 (functions) or 1 (data objects), as cranelift_module declares them"
                    ))),
                }
            }
            ExternalName::TestCase(t) => Ok(RelocTarget::Named(
                String::from_utf8_lossy(t.raw()).into_owned(),
                signature_of(name),
            )),
            ExternalName::LibCall(lc) => Ok(RelocTarget::Named(
                (self.libcall_names)(*lc),
                signature_of(name),
            )),
            ExternalName::KnownSymbol(ks) => Err(JitError::Unsupported(format!(
                "{from}: known symbol {ks} (the Cpu0 JIT has no GOT or TLS)"
            ))),
        }
    }

    /// The target of a `ModuleReloc` (data objects, `define_function_bytes`).
    pub(super) fn module_reloc_target(
        &self,
        name: &ModuleRelocTarget,
        from: &str,
    ) -> Result<RelocTarget, JitError> {
        match name {
            ModuleRelocTarget::User { namespace, index } => {
                match self.declarations.user(*namespace, *index) {
                    Some(FuncOrDataId::Func(id)) => Ok(RelocTarget::Func(id)),
                    Some(FuncOrDataId::Data(id)) => Ok(RelocTarget::Data(id)),
                    None => Err(JitError::Undefined {
                        symbol: name.to_string(),
                        from: from.to_string(),
                    }),
                }
            }
            ModuleRelocTarget::LibCall(lc) => {
                Ok(RelocTarget::Named((self.libcall_names)(*lc), None))
            }
            ModuleRelocTarget::FunctionOffset(id, off)
                if self.declarations.function(*id).is_some() =>
            {
                Ok(RelocTarget::FuncOffset(*id, *off))
            }
            other => Err(JitError::Undefined {
                symbol: other.to_string(),
                from: from.to_string(),
            }),
        }
    }

    /// The address of a relocation's target, placing host stubs and the runtime
    /// when first needed.
    pub(super) fn resolve(&mut self, target: &RelocTarget, from: &str) -> Result<u32, JitError> {
        match target {
            RelocTarget::Func(id) => {
                if let Some(blob) = self.functions.get(id) {
                    return Ok(blob.addr);
                }
                let decl = self.func_decl(*id)?;
                let (name, linkage, sig) =
                    (decl.name.clone(), decl.linkage, decl.signature.clone());
                let Some(name) = name else {
                    return Err(JitError::Undefined {
                        symbol: self.func_name(*id),
                        from: from.to_string(),
                    });
                };
                match self.resolve_name(&name, Some(&sig), from) {
                    // A preemptible (weak) symbol nobody defines is null, as in cranelift-jit.
                    Err(JitError::Undefined { .. }) if linkage == Linkage::Preemptible => Ok(0),
                    other => other,
                }
            }
            RelocTarget::Data(id) => match self.data.get(id) {
                Some(blob) => Ok(blob.addr),
                None => {
                    if let Some(addr) = self.heap_bound(&self.data_name(*id))? {
                        return Ok(addr);
                    }
                    let linkage = self.data_decl(*id)?.linkage;
                    if linkage == Linkage::Preemptible {
                        return Ok(0);
                    }
                    Err(JitError::UndefinedData {
                        name: self.data_name(*id),
                        from: from.to_string(),
                    })
                }
            },
            RelocTarget::FuncOffset(id, off) => match self.functions.get(id) {
                Some(blob) => Ok(blob.addr.wrapping_add(*off)),
                None => Err(JitError::Undefined {
                    symbol: self.func_name(*id),
                    from: from.to_string(),
                }),
            },
            RelocTarget::Named(name, sig) => self.resolve_name(name, sig.as_ref(), from),
            RelocTarget::Address(addr) => Ok(*addr),
        }
    }

    /// A symbol by name: a defined function or data object of the module, a host
    /// function (through its stub), a built-in host function, a runtime function.
    pub(super) fn resolve_name(
        &mut self,
        name: &str,
        sig: Option<&Signature>,
        from: &str,
    ) -> Result<u32, JitError> {
        match self.declarations.inner().get_name(name) {
            Some(FuncOrDataId::Func(id)) => {
                if let Some(blob) = self.functions.get(&id) {
                    return Ok(blob.addr);
                }
            }
            Some(FuncOrDataId::Data(id)) => {
                if let Some(blob) = self.data.get(&id) {
                    return Ok(blob.addr);
                }
            }
            None => {}
        }
        if let Some(addr) = self.link_host(name, sig, from)? {
            return Ok(addr);
        }
        if let Some(&addr) = self.named.get(name) {
            return Ok(addr);
        }
        if let Some(addr) = self.heap_bound(name)? {
            return Ok(addr);
        }
        if let Some(service) = services::service(name) {
            return self.link_service(service);
        }
        if let Some(routine) = runtime::routine(name, &self.flags)? {
            return self.place_runtime_routine(&routine);
        }
        Err(JitError::Undefined {
            symbol: name.to_string(),
            from: from.to_string(),
        })
    }

    /// `__heap_start` and `__heap_end`, the bounds of the heap (placed on first
    /// use, see `Layout::heap`); `None` for other names.
    fn heap_bound(&mut self, name: &str) -> Result<Option<u32>, JitError> {
        if name != HEAP_START && name != HEAP_END {
            return Ok(None);
        }
        let heap = self
            .layout
            .heap(&mut self.machine)
            .map_err(|e| JitError::OutOfMemory(e.to_string()))?;
        Ok(Some(if name == HEAP_START {
            heap.start
        } else {
            heap.end
        }))
    }

    /// The stub of a system service, placed on first use: it jumps to the
    /// service's fixed address, whose handler the machine has had since the
    /// module was made.
    fn link_service(&mut self, service: &Service) -> Result<u32, JitError> {
        let name = service.name;
        let stub_name = format!("stub of service {name}");
        let stub_addr = self.alloc_code(16, FUNCTION_ALIGN, &stub_name)?;
        self.register_code(stub_addr, &stub_name, 16, &[], &[])?;
        self.symbols
            .insert(format!("service {name}"), service.addr, 0);
        self.internal.push(Blob {
            name: stub_name,
            addr: stub_addr,
            bytes: services::stub(service, self.flags.endian),
            relocs: Vec::new(),
            finalized: false,
        });
        self.named.insert(name.to_string(), stub_addr);
        Ok(stub_addr)
    }

    /// The stub address of the host function `name`, linking it on first use:
    /// it gets a host address and a stub (`lui`/`ori` of that address into `$t9`,
    /// `jr $t9`) that `jsub` can reach.
    pub(super) fn link_host(
        &mut self,
        name: &str,
        sig: Option<&Signature>,
        from: &str,
    ) -> Result<Option<u32>, JitError> {
        if !self.hosts.contains_key(name) {
            let Some(f) = host::builtin(name) else {
                return Ok(None);
            };
            self.hosts.insert(
                name.to_string(),
                HostSlot {
                    closure: Some(f),
                    linked: None,
                },
            );
        }
        let slot = &self.hosts[name];
        if let Some((_, stub, linked_sig)) = &slot.linked {
            if let Some(sig) = sig {
                if !same_values(sig, linked_sig) {
                    return Err(JitError::Unsupported(format!(
                        "{from} calls host function {name} with signature {sig}, another caller with {linked_sig}"
                    )));
                }
            }
            return Ok(Some(*stub));
        }
        let Some(sig) = sig.cloned() else {
            return Err(JitError::Unsupported(format!(
                "{from} refers to host function {name} without a signature"
            )));
        };
        let layout = abi::arg_layout(&sig).and_then(|l| {
            abi::check_results(&sig)?;
            if sig.returns.len() > 1 {
                return Err(AbiError::Signature("more than one result".into()));
            }
            // Host functions see values of up to 64 bits (`&[u64]` -> `u64`).
            let wide = sig.params.iter().chain(&sig.returns);
            if wide.into_iter().any(|p| p.value_type.bits() > 64) {
                return Err(AbiError::Signature(
                    "host functions take and return values of up to 64 bits, not i128".into(),
                ));
            }
            Ok(l)
        });
        let layout = layout.map_err(|e| {
            JitError::Unsupported(format!("host function {name} with signature {sig}: {e}"))
        })?;
        if host::BUILTIN_HOST_FUNCTIONS.contains(&name) && sig.params.len() < 3 {
            return Err(JitError::Unsupported(format!(
                "built-in host function {name} takes 3 parameters, {from} declares {sig}"
            )));
        }
        if self.next_host >= 0xFFFF_0000 {
            return Err(JitError::OutOfMemory("too many host functions".into()));
        }
        let addr = self.next_host;
        let stub_addr =
            self.alloc_code(16, FUNCTION_ALIGN, &format!("stub of host function {name}"))?;
        self.next_host += 4;
        let words = [
            Inst::ri(Opcode::Lui, Reg::T9, i64::from(addr >> 16)),
            Inst::rri(Opcode::Ori, Reg::T9, Reg::T9, i64::from(addr & 0xFFFF)),
            Inst::r(Opcode::Ret, Reg::T9),
            Inst::i(Opcode::Nop, 0),
        ];
        let endian = self.flags.endian;
        let mut bytes = Vec::with_capacity(16);
        for w in words {
            let w = w.map_err(|e| JitError::Unsupported(format!("host stub: {e}")))?;
            bytes.extend_from_slice(&w.encode_bytes(endian));
        }
        let stub_name = format!("stub of host {name}");
        self.register_code(stub_addr, &stub_name, 16, &[], &[])?;
        // Size 0: only the host address itself (where the machine stops) is the function.
        self.symbols.insert(format!("host {name}"), addr, 0);
        self.internal.push(Blob {
            name: stub_name,
            addr: stub_addr,
            bytes,
            relocs: Vec::new(),
            finalized: false,
        });
        let slot = self.hosts.get_mut(name).expect("inserted above");
        let mut f = slot
            .closure
            .take()
            .expect("an unlinked host function has its closure");
        slot.linked = Some((addr, stub_addr, sig.clone()));
        self.named.insert(name.to_string(), stub_addr);
        self.machine
            .register_host(addr, move |m: &mut Machine| {
                let args = abi::read_host_args(m, &sig, &layout)?;
                let result = f(&mut HostContext::new(m), &args).map_err(|e| Trap::Host {
                    pc: addr,
                    message: e.0,
                })?;
                abi::write_host_result(m, &sig, result);
                Ok(())
            })
            .map_err(|e| JitError::Config(e.to_string()))?;
        Ok(Some(stub_addr))
    }

    /// Places a runtime routine (compiled once per target for the whole process) in
    /// the code region. The routines it calls are placed as its relocations are
    /// resolved.
    fn place_runtime_routine(&mut self, routine: &Routine) -> Result<u32, JitError> {
        let name = &routine.name;
        let blob = self.place_compiled(&routine.code, &routine.func, name, name)?;
        let addr = blob.addr;
        self.named.insert(name.clone(), addr);
        self.internal.push(blob);
        Ok(addr)
    }

    /// Waits for the functions defined since the last finalisation to compile,
    /// then places them in the order they were defined: the addresses and code do
    /// not depend on the number of threads. The functions that compiled
    /// are placed even when another did not. Each function that failed is left
    /// undefined, so it can be defined again and the module finalized again; the
    /// error names every one of them (one `Compile` error, or `Several` in
    /// definition order), and a placement error comes after them.
    pub(super) fn compile_defined(&mut self) -> Result<(), JitError> {
        let compiled = self.to_compile.finish();
        self.compiling.clear();
        let mut errors = Vec::new();
        let mut placement_error = None;
        for ((id, name), func, code) in compiled {
            let code = match code {
                Ok(code) => code,
                Err(error) => {
                    errors.push(JitError::Compile {
                        function: name,
                        error,
                    });
                    continue;
                }
            };
            // A placement error (code region full, say) must not lose the
            // functions after it either.
            match self.place_compiled(&code, &func, &name, &format!("function {name}")) {
                Ok(blob) => self.add_function(id, blob),
                Err(error) => {
                    placement_error.get_or_insert(error);
                }
            }
        }
        errors.extend(placement_error);
        match errors.len() {
            0 => Ok(()),
            1 => Err(errors.pop().expect("one error")),
            _ => Err(JitError::Several(errors)),
        }
    }

    /// Places compiled code in the code region: its blob, relocations pending.
    /// `func` is the compiled function, which gives the meaning of the names in
    /// its relocations.
    fn place_compiled(
        &mut self,
        code: &CompiledFunction,
        func: &ir::Function,
        name: &str,
        what: &str,
    ) -> Result<Blob, JitError> {
        let mut relocs = code
            .relocs
            .iter()
            .map(|r| {
                Ok(PendingReloc {
                    offset: r.offset,
                    kind: r.kind,
                    target: self.reloc_target(&r.name, func, name)?,
                    addend: r.addend,
                })
            })
            .collect::<Result<Vec<_>, JitError>>()?;
        let size = code_len(&code.code, name)?;
        // Checked before anything is placed: a refused function leaves nothing.
        code.check_jump_tables()
            .map_err(|offset| JitError::Compile {
                function: name.to_string(),
                error: CompileError::Internal(format!(
                    "jump tables or a reference to them outside the code (at {offset:#x})"
                )),
            })?;
        let addr = self.alloc_code(size, FUNCTION_ALIGN, what)?;
        if let Some(table) = self.place_jump_tables(code, name, addr)? {
            relocs.extend(code.jump_table_refs.iter().map(|r| PendingReloc {
                offset: r.offset,
                kind: r.kind,
                target: RelocTarget::Address(table),
                addend: i64::from(r.addend),
            }));
        }
        self.register_code(addr, name, size, &code.unwind, &code.traps)?;
        log::debug!("{name}: {size} bytes at {addr:#010x}");
        Ok(Blob {
            name: name.to_string(),
            addr,
            bytes: code.code.clone(),
            relocs,
            finalized: false,
        })
    }

    /// The jump tables of code placed at `addr`, in read-only data: each word
    /// the address of its case (known now, so no relocation is left). Their
    /// address, or `None` when the code has none. `check_jump_tables` has
    /// accepted them.
    fn place_jump_tables(
        &mut self,
        code: &CompiledFunction,
        name: &str,
        addr: u32,
    ) -> Result<Option<u32>, JitError> {
        if code.jump_tables.is_empty() {
            return Ok(None);
        }
        let mut bytes = Vec::with_capacity(4 * code.jump_tables.len());
        for &target in &code.jump_tables {
            bytes.extend_from_slice(&self.flags.endian.word_bytes(addr.wrapping_add(target)));
        }
        let blob_name = format!("jump tables of {name}");
        let table = self.alloc_data(bytes.len() as u32, 4, false, &blob_name)?;
        self.internal.push(Blob {
            name: blob_name,
            addr: table,
            bytes,
            relocs: Vec::new(),
            finalized: false,
        });
        Ok(Some(table))
    }

    /// Records placed code for symbolizing, backtraces and trap codes. Code without
    /// unwind steps has an FDE all the same, saying it has no frame (the CFA is
    /// `$sp`, the return address in `$lr`), so the walk goes on past it.
    pub(super) fn register_code(
        &mut self,
        addr: u32,
        name: &str,
        size: u32,
        unwind: &[UnwindEntry],
        traps: &[(u32, TrapCode)],
    ) -> Result<(), JitError> {
        self.frames
            .add_functions(&[(addr, size, unwind)])
            .map_err(|e| JitError::Compile {
                function: name.to_string(),
                error: CompileError::Internal(format!("unwind information: {e}")),
            })?;
        self.symbols.insert(name, addr, size);
        for (off, code) in traps {
            self.traps.insert(addr.wrapping_add(*off), *code);
        }
        Ok(())
    }

    /// The bytes of a blob with its relocations applied.
    pub(super) fn link_blob(&mut self, blob: &Blob) -> Result<Vec<u8>, JitError> {
        let Blob {
            name,
            addr,
            bytes,
            relocs,
            ..
        } = blob;
        let (name, addr) = (name.as_str(), *addr);
        let mut out = bytes.clone();
        let endian = self.flags.endian;
        for r in relocs {
            let target = self.resolve(&r.target, name)?;
            let value = i64::from(target) + r.addend;
            apply_reloc(&mut out, r.offset, r.kind, addr, value, endian).map_err(|problem| {
                JitError::Reloc {
                    from: name.to_string(),
                    offset: r.offset,
                    kind: format!("{:?}", r.kind),
                    symbol: self.target_name(&r.target),
                    problem,
                }
            })?;
        }
        Ok(out)
    }

    pub(super) fn target_name(&self, target: &RelocTarget) -> String {
        match target {
            RelocTarget::Func(id) => self.func_name(*id),
            RelocTarget::Data(id) => self.data_name(*id),
            RelocTarget::Named(name, _) => name.clone(),
            RelocTarget::FuncOffset(id, off) => format!("{}+{off:#x}", self.func_name(*id)),
            RelocTarget::Address(addr) => format!("{addr:#x}"),
        }
    }
}
