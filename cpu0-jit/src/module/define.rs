//! `impl Module for Cpu0JitModule`: declaring and defining functions and data.

use super::*;

impl Module for Cpu0JitModule {
    cpu0_module::module_declaration_methods!();

    fn define_function_with_control_plane(
        &mut self,
        id: FuncId,
        ctx: &mut Context,
        _ctrl_plane: &mut ControlPlane,
    ) -> ModuleResult<()> {
        let (name, decl) = self.check_definable(id)?;
        let declared = &decl.signature;
        if !same_values(declared, &ctx.func.signature) {
            return Err(ModuleError::IncompatibleSignature(
                name,
                declared.clone(),
                ctx.func.signature.clone(),
            ));
        }
        // Compiled in the background; placed at the next finalisation.
        self.compiling.insert(id);
        self.to_compile.submit((id, name), ctx.func.clone());
        Ok(())
    }

    /// Defines a function from raw Cpu0 code. Its relocations may only be
    /// `Reloc::Abs4` (a 32-bit address word): the `R_CPU0_*` kinds of compiled code
    /// have no `Reloc` variant.
    fn define_function_bytes(
        &mut self,
        id: FuncId,
        alignment: u64,
        bytes: &[u8],
        relocs: &[ModuleReloc],
    ) -> ModuleResult<()> {
        let (name, _) = self.check_definable(id)?;
        let align = u32::try_from(alignment)
            .ok()
            .filter(|a| a.is_power_of_two())
            .ok_or_else(|| {
                backend(JitError::Unsupported(format!(
                    "function {name}: alignment {alignment} is not a power of two below 2^32"
                )))
            })?;
        let relocs = relocs
            .iter()
            .map(|r| {
                if r.kind != Reloc::Abs4 {
                    return Err(JitError::Unsupported(format!(
                        "function {name}: relocation {:?} (only Abs4 is meaningful for Cpu0 code given as bytes)",
                        r.kind
                    )));
                }
                Ok(PendingReloc {
                    offset: r.offset,
                    kind: RelocKind::Abs32,
                    target: self.module_reloc_target(&r.name, &name)?,
                    addend: r.addend,
                })
            })
            .collect::<Result<Vec<_>, JitError>>()
            .map_err(backend)?;
        let size = code_len(bytes, &name).map_err(backend)?;
        let addr = self
            .alloc_code(size, align, &format!("function {name}"))
            .map_err(backend)?;
        // Raw bytes come without unwind steps: the walk takes them as frameless.
        self.register_code(addr, &name, size, &[], &[])
            .map_err(backend)?;
        self.add_function(
            id,
            Blob {
                name,
                addr,
                bytes: bytes.to_vec(),
                relocs,
                finalized: false,
            },
        );
        Ok(())
    }

    fn define_data(&mut self, id: DataId, data: &DataDescription) -> ModuleResult<()> {
        let decl = self
            .declarations
            .definable_data(id, self.data.contains_key(&id))?;
        let name = decl.linkage_name(id).into_owned();
        let writable = decl.writable;
        let contents = data_contents(data)
            .map_err(|e| backend(JitError::Unsupported(format!("data object {name}: {e}"))))?;
        let align = contents.align.unwrap_or(DEFAULT_DATA_ALIGN);
        let relocs = contents
            .relocs
            .iter()
            .map(|r| {
                Ok(PendingReloc {
                    offset: r.offset,
                    kind: RelocKind::Abs32,
                    target: self.module_reloc_target(&r.target, &name)?,
                    addend: r.addend,
                })
            })
            .collect::<Result<Vec<_>, JitError>>()
            .map_err(backend)?;
        let size = u32::try_from(contents.size).map_err(|_| {
            backend(JitError::OutOfMemory(format!(
                "data object {name} is larger than 4 GiB"
            )))
        })?;
        let addr = self
            .alloc_data(size.max(1), align, writable, &name)
            .map_err(backend)?;
        // The zeros are made only once they are known to fit in memory.
        let bytes = match contents.bytes {
            Some(bytes) => bytes.to_vec(),
            None => vec![0; contents.size],
        };
        self.data.insert(
            id,
            Blob {
                name,
                addr,
                bytes,
                relocs,
                finalized: false,
            },
        );
        self.pending_data.push(id);
        Ok(())
    }
}
