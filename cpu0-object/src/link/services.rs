//! System services (`cpu0_sim::services`): a reference to a service's name that
//! no input defines links to a stub in `.text` that jumps to the service's fixed
//! halting address (`lui`/`ori` `$t9`, `jr $t9`, `nop`, as the JIT's stubs).
//! The executable loader registers the handlers ([`crate::Executable::load`]);
//! on a machine without them the call halts the program at that address.

use cpu0_asm::Endian;
use cpu0_isa::Flags;
use cranelift_codegen::ir::Signature;
use cranelift_codegen::isa::CallConv;
use cranelift_module::{Linkage, Module, ModuleError};

use super::{undefined_symbols, LinkError};
use crate::read::CpuElf;
use crate::{Cpu0ObjectBuilder, Cpu0ObjectModule};

/// The stubs of the services the inputs call and do not define, as one
/// relocatable object; `None` when they call none.
pub(super) fn services_object(
    parsed: &[(&str, CpuElf<'_>)],
    big: bool,
) -> Result<Option<Vec<u8>>, LinkError> {
    let wanted: Vec<_> = undefined_symbols(parsed)?
        .into_iter()
        .filter_map(cpu0_sim::services::service)
        .collect();
    if wanted.is_empty() {
        return Ok(None);
    }
    let endian = if big { Endian::Big } else { Endian::Little };
    let flags = Flags {
        endian,
        ..Flags::default()
    };
    let in_object = |e: ModuleError| LinkError::ServicesObject(Box::new(e));
    let mut module = Cpu0ObjectModule::new(Cpu0ObjectBuilder::new(flags, "cpu0 services"));
    // The signature does not matter to the object: the stub passes everything on.
    let signature = Signature::new(CallConv::SystemV);
    let mut done = Vec::new();
    for service in wanted {
        if done.contains(&service.name) {
            continue;
        }
        done.push(service.name);
        let id = module
            .declare_function(service.name, Linkage::Export, &signature)
            .map_err(in_object)?;
        let stub = cpu0_sim::services::stub(service, endian);
        module
            .define_function_bytes(id, 16, &stub, &[])
            .map_err(in_object)?;
    }
    module.finish().map(Some).map_err(in_object)
}
