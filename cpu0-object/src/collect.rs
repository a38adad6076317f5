//! [`CollectModule`]: a `cranelift_module::Module` that keeps what it is given.

use cpu0_asm::Endian;
use cranelift_codegen::control::ControlPlane;
use cranelift_codegen::ir::{self, Function};
use cranelift_codegen::isa::TargetIsa;
use cranelift_codegen::{CodegenError, Context};
use cranelift_module::{
    DataDescription, DataId, FuncId, Linkage, Module, ModuleDeclarations, ModuleError, ModuleReloc,
    ModuleResult,
};
use std::sync::Arc;

use cpu0_module::decls::Declarations;

/// A `cranelift_module::Module` that compiles nothing: it keeps the CLIF functions
/// and data descriptions a frontend (such as `cpu0-llvm`) defines, to list them or
/// to compile and place them some other way. Declarations and definitions are
/// checked as in the other Cpu0 modules; thread-local data is refused.
pub struct CollectModule {
    isa: Arc<dyn TargetIsa>,
    declarations: Declarations,
    /// The functions, in the order they were defined.
    pub functions: Vec<(FuncId, Function)>,
    /// The data objects, in the order they were defined.
    pub data: Vec<(DataId, DataDescription)>,
}

impl CollectModule {
    /// An empty module for a target of byte order `endian`.
    ///
    /// # Panics
    ///
    /// Never in practice: the frontend ISA (`pulley32`/`pulley32be`) is always built.
    pub fn new(endian: Endian) -> CollectModule {
        CollectModule {
            isa: cpu0_isa::frontend_isa(endian)
                .expect("cranelift-codegen is built with the pulley frontend ISA"),
            declarations: Declarations::new(),
            functions: Vec::new(),
            data: Vec::new(),
        }
    }
}

impl Module for CollectModule {
    cpu0_module::module_declaration_methods!();

    fn define_function_with_control_plane(
        &mut self,
        func: FuncId,
        ctx: &mut Context,
        _ctrl_plane: &mut ControlPlane,
    ) -> ModuleResult<()> {
        let defined = self.functions.iter().any(|(f, _)| *f == func);
        self.declarations.definable_function(func, defined)?;
        self.functions.push((func, ctx.func.clone()));
        Ok(())
    }

    fn define_function_bytes(
        &mut self,
        func: FuncId,
        _alignment: u64,
        _bytes: &[u8],
        _relocs: &[ModuleReloc],
    ) -> ModuleResult<()> {
        Err(ModuleError::Compilation(CodegenError::Unsupported(
            format!(
                "{}: machine code cannot be kept as CLIF",
                self.declarations.function_name(func)
            ),
        )))
    }

    fn define_data(&mut self, data: DataId, desc: &DataDescription) -> ModuleResult<()> {
        let defined = self.data.iter().any(|(d, _)| *d == data);
        self.declarations.definable_data(data, defined)?;
        self.data.push((data, desc.clone()));
        Ok(())
    }
}
