//! A small loader: compiled functions into simulator memory, relocations resolved by
//! name, and calls with typed arguments per the Cpu0 calling convention.
//!
//! ```
//! use cpu0c::loader::{Program, CODE_BASE};
//! use cpu0_isa::Flags;
//! use cpu0_sim::{Config, Machine};
//! use cranelift_codegen::data_value::DataValue;
//!
//! let flags = Flags::default();
//! let mut program = Program::new();
//! program
//!     .compile_clif(
//!         "function %add(i32, i32) -> i32 {
//!          block0(v0: i32, v1: i32):
//!              v2 = iadd v0, v1
//!              return v2
//!          }
//!          function %twice(i32) -> i32 {
//!              fn0 = %add(i32, i32) -> i32
//!          block0(v0: i32):
//!              v1 = call fn0(v0, v0)
//!              return v1
//!          }",
//!         &flags,
//!     )
//!     .unwrap();
//! let mut machine = Machine::new(Config::default()).unwrap();
//! let image = program.load(&mut machine, CODE_BASE).unwrap();
//! let result = image.call(&mut machine, "%twice", &[DataValue::I32(21)]).unwrap();
//! assert_eq!(result, [DataValue::I32(42)]);
//! ```
//!
//! Symbols are named as CLIF prints them: `%name` for test-case names (`function %f`,
//! `fn0 = %f(...)`), `u0:1` for user names (`function u0:1`, `fn0 = u0:1 sig0`), and
//! `%Name` for a libcall, so a runtime function written in CLIF as `function %Memcpy`
//! satisfies calls to `LibCall::Memcpy`.

use cpu0_asm::{Endian, Reg};
use cpu0_isa::{CompileError, CompiledFunction, Flags, Reloc, RelocKind};
use cpu0_jit::abi;
use cpu0_sim::{Machine, Trap};
use cranelift_codegen::data_value::DataValue;
use cranelift_codegen::ir::function::FunctionParameters;
use cranelift_codegen::ir::{ExternalName, Function, Signature, TrapCode};
use cranelift_codegen::Context;
use std::collections::BTreeMap;
use std::fmt;
use std::num::NonZeroU8;

/// Where [`Program::load`] puts code unless told otherwise: above the interrupt vectors.
pub const CODE_BASE: u32 = 0x1000;

/// Alignment of each function's first instruction.
pub const FUNCTION_ALIGN: u32 = 16;

/// A CLIF source compiled and loaded with every program by [`Program::add_runtime`].
#[derive(Clone, Copy, Debug)]
pub struct RuntimeSource {
    /// A name for error messages.
    pub name: &'static str,
    /// CLIF text of one or more functions.
    pub clif: &'static str,
}

/// The runtime library: functions compiled code may call without defining them
/// (helpers for operations Cpu0 has no instruction for). Another source of CLIF
/// functions is added by adding an entry here.
pub const RUNTIME: &[RuntimeSource] = &[RuntimeSource {
    name: "cpu0-rt",
    clif: cpu0_rt::SOURCE,
}];

/// Why a program could not be compiled or placed in memory.
#[derive(Debug, thiserror::Error)]
pub enum LoadError {
    #[error("{source_name}: line {message}")]
    Parse {
        source_name: String,
        message: String,
    },
    #[error("{function}: {error}")]
    Compile {
        function: String,
        error: CompileError,
    },
    #[error("function {0} is defined twice")]
    Duplicate(String),
    #[error("undefined symbol {symbol} (referenced by {from})")]
    Undefined { symbol: String, from: String },
    #[error("{from}+{offset:#x}: {kind:?} relocation against {symbol}: {problem}")]
    BadReloc {
        from: String,
        offset: u32,
        kind: RelocKind,
        symbol: String,
        problem: String,
    },
    #[error("the program does not fit in memory: {0}")]
    Memory(Trap),
}

/// Why a call through [`call_function`] failed.
#[derive(Debug, thiserror::Error)]
pub enum CallError {
    /// The guest trapped (or ran out of budget).
    #[error("{0}")]
    Trap(#[from] Trap),
    /// The arguments do not fit the signature, or the signature uses something the
    /// marshalling does not support.
    #[error("bad call: {0}")]
    Signature(String),
    /// The callee broke the calling convention (a result not extended as declared).
    #[error("ABI violation: {0}")]
    Abi(String),
    /// No function of that name was loaded.
    #[error("no function named {0}")]
    UnknownFunction(String),
}

/// One compiled function with the CLIF it came from (its name, signature and the
/// external names its relocations refer to).
pub struct ProgramFunction {
    pub name: String,
    pub func: Function,
    pub code: CompiledFunction,
}

/// A set of compiled functions to place in memory together.
#[derive(Default)]
pub struct Program {
    funcs: Vec<ProgramFunction>,
}

impl Program {
    pub fn new() -> Program {
        Program::default()
    }

    pub fn functions(&self) -> &[ProgramFunction] {
        &self.funcs
    }

    /// Adds a compiled function. `func` gives its name and the names its relocations
    /// use (the function after compilation is fine: names are not changed by it).
    pub fn add(&mut self, func: Function, code: CompiledFunction) -> Result<(), LoadError> {
        let name = func.name.to_string();
        if self.funcs.iter().any(|f| f.name == name) {
            return Err(LoadError::Duplicate(name));
        }
        self.funcs.push(ProgramFunction { name, func, code });
        Ok(())
    }

    /// Compiles a function and adds it.
    pub fn compile_function(&mut self, func: Function, flags: &Flags) -> Result<(), LoadError> {
        let mut ctx = Context::for_function(func);
        let code = cpu0_isa::compile(&mut ctx, flags).map_err(|error| LoadError::Compile {
            function: ctx.func.name.to_string(),
            error,
        })?;
        self.add(ctx.func, code)
    }

    /// Parses CLIF text and compiles and adds every function in it.
    pub fn compile_clif(&mut self, text: &str, flags: &Flags) -> Result<(), LoadError> {
        self.compile_source("CLIF text", text, flags, false)
    }

    /// Compiles and adds the [`RUNTIME`] functions, except those the program
    /// already defines (its own definition wins, as with a library at link time).
    pub fn add_runtime(&mut self, flags: &Flags) -> Result<(), LoadError> {
        for source in RUNTIME {
            self.compile_source(source.name, source.clif, flags, true)?;
        }
        Ok(())
    }

    fn compile_source(
        &mut self,
        name: &str,
        text: &str,
        flags: &Flags,
        skip_defined: bool,
    ) -> Result<(), LoadError> {
        let funcs = cranelift_reader::parse_functions(text).map_err(|e| LoadError::Parse {
            source_name: name.to_string(),
            message: e.to_string(),
        })?;
        for func in funcs {
            let defined = self.funcs.iter().any(|f| f.name == func.name.to_string());
            if !(skip_defined && defined) {
                self.compile_function(func, flags)?;
            }
        }
        Ok(())
    }

    /// Lays the functions out from `base` (rounded up to [`FUNCTION_ALIGN`]) and
    /// resolves their relocations: the bytes to place at the returned image's `base`.
    pub fn link(&self, base: u32, endian: Endian) -> Result<(Image, Vec<u8>), LoadError> {
        let base = base.next_multiple_of(FUNCTION_ALIGN);
        let mut image = Image {
            symbols: BTreeMap::new(),
            traps: BTreeMap::new(),
            base,
            end: base,
        };
        let mut offsets = Vec::with_capacity(self.funcs.len());
        let mut size = 0u64;
        for f in &self.funcs {
            size = size.next_multiple_of(u64::from(FUNCTION_ALIGN));
            let addr = u64::from(base) + size;
            let len = f.code.code.len() as u64;
            if addr + len > u64::from(u32::MAX) {
                return Err(LoadError::Memory(Trap::MemoryFault {
                    pc: 0,
                    addr: u32::MAX,
                }));
            }
            let addr = addr as u32;
            offsets.push(size as usize);
            image.symbols.insert(
                f.name.clone(),
                Symbol {
                    addr,
                    size: len as u32,
                    signature: f.func.signature.clone(),
                },
            );
            for (off, code) in &f.code.traps {
                image.traps.insert(addr.wrapping_add(*off), *code);
            }
            size += len;
        }
        image.end = base + size as u32;

        let mut bytes = vec![0u8; size as usize];
        for (f, &start) in self.funcs.iter().zip(&offsets) {
            let code = &mut bytes[start..start + f.code.code.len()];
            code.copy_from_slice(&f.code.code);
            let place_base = base + start as u32;
            for reloc in &f.code.relocs {
                let symbol = external_symbol(&reloc.name, &f.func.params);
                let target = image.symbols.get(&symbol).map(|s| s.addr).ok_or_else(|| {
                    LoadError::Undefined {
                        symbol: symbol.clone(),
                        from: f.name.clone(),
                    }
                })?;
                apply_reloc(code, reloc, place_base, target, endian).map_err(|problem| {
                    LoadError::BadReloc {
                        from: f.name.clone(),
                        offset: reloc.offset,
                        kind: reloc.kind,
                        symbol,
                        problem,
                    }
                })?;
            }
        }
        Ok((image, bytes))
    }

    /// Links the program at `base` and copies it into the machine's memory.
    pub fn load(&self, machine: &mut Machine, base: u32) -> Result<Image, LoadError> {
        let (image, bytes) = self.link(base, machine.endian())?;
        machine
            .load(image.base, &bytes)
            .map_err(LoadError::Memory)?;
        Ok(image)
    }
}

/// The symbol a relocation or call refers to, spelled as CLIF prints it.
pub fn external_symbol(name: &ExternalName, params: &FunctionParameters) -> String {
    name.display(Some(params)).to_string()
}

/// Patches the word at `reloc.offset` of `code` (placed at `place_base`) for a
/// symbol at `target` (with `cpu0_jit::reloc::apply_reloc`, shared with the JIT).
/// Errors say what is wrong.
fn apply_reloc(
    code: &mut [u8],
    reloc: &Reloc,
    place_base: u32,
    target: u32,
    endian: Endian,
) -> Result<(), String> {
    let value = i64::from(target) + reloc.addend;
    cpu0_jit::reloc::apply_reloc(code, reloc.offset, reloc.kind, place_base, value, endian)
}

/// A function placed in memory.
#[derive(Clone, Debug)]
pub struct Symbol {
    pub addr: u32,
    pub size: u32,
    pub signature: Signature,
}

/// What [`Program::load`] placed where: the symbol table and the trap table.
#[derive(Clone, Debug)]
pub struct Image {
    symbols: BTreeMap<String, Symbol>,
    traps: BTreeMap<u32, TrapCode>,
    /// Address of the first function.
    pub base: u32,
    /// Address after the last function.
    pub end: u32,
}

impl Image {
    /// A function by its CLIF name (`%f`, `u0:1`).
    pub fn symbol(&self, name: &str) -> Option<&Symbol> {
        self.symbols.get(name)
    }

    /// All symbols, by name.
    pub fn symbols(&self) -> impl Iterator<Item = (&str, &Symbol)> {
        self.symbols.iter().map(|(n, s)| (n.as_str(), s))
    }

    /// The function containing `addr`, with the offset into it.
    pub fn symbolize(&self, addr: u32) -> Option<(&str, u32)> {
        self.symbols
            .iter()
            .find(|(_, s)| addr >= s.addr && addr - s.addr < s.size)
            .map(|(n, s)| (n.as_str(), addr - s.addr))
    }

    /// The trap code of the `trap` instruction at `addr`.
    pub fn trap_code_at(&self, addr: u32) -> Option<TrapCode> {
        self.traps.get(&addr).copied()
    }

    /// The CLIF trap a simulator trap stands for: a `trap` instruction (its code, as
    /// the trap table or the instruction word gives it), or the `add`/`sub`
    /// overflow exception (`int_ovf`). `None` for any other fault.
    pub fn trap_code(&self, trap: &Trap) -> Option<TrapCode> {
        match *trap {
            Trap::IllegalInstruction {
                pc, code: Some(n), ..
            } => self.trap_code_at(pc).or_else(|| {
                u8::try_from(n)
                    .ok()
                    .and_then(NonZeroU8::new)
                    .map(TrapCode::from_raw)
            }),
            Trap::IntegerOverflow { .. } => Some(TrapCode::INTEGER_OVERFLOW),
            _ => None,
        }
    }

    /// Calls the function `name` (see [`call_function`]).
    pub fn call(
        &self,
        machine: &mut Machine,
        name: &str,
        args: &[DataValue],
    ) -> Result<Vec<DataValue>, CallError> {
        let sym = self
            .symbol(name)
            .ok_or_else(|| CallError::UnknownFunction(name.to_string()))?;
        call_function(machine, sym.addr, &sym.signature, args)
    }
}

/// Calls the function at `addr` with arguments of `sig`, per the Cpu0 calling
/// convention (cpu0-isa.md): `i8`/`i16`/`i32` in one word (extended as the signature
/// says; with no extension the upper bits are junk), `i64` in two words in memory
/// order, never split between `$a1` and the stack and 8-byte aligned there; words
/// go in `$a0`, `$a1`, then `[sp+0]`, `[sp+4]`, ... Results are read from `$v0`,
/// `$v1`, `$a0`, `$a1`. Narrow results are truncated to their type (the upper bits
/// are checked only when the signature extends the result). `$sp` is restored even
/// when the callee traps; the machine's budget applies. The marshalling is
/// `cpu0_jit::abi`, shared with the JIT.
pub fn call_function(
    machine: &mut Machine,
    addr: u32,
    sig: &Signature,
    args: &[DataValue],
) -> Result<Vec<DataValue>, CallError> {
    let endian = machine.endian();
    let words = abi::encode_args(sig, args, endian)?;
    abi::check_results(sig)?;
    let sp = machine.reg(Reg::SP);
    let result = machine.call(addr, &words);
    machine.set_reg(Reg::SP, sp);
    let (v0, v1) = result?;
    let words = [v0, v1, machine.reg(Reg::A0), machine.reg(Reg::A1)];
    Ok(abi::decode_results(sig, words, endian)?)
}

impl From<abi::AbiError> for CallError {
    fn from(e: abi::AbiError) -> CallError {
        match e {
            abi::AbiError::Signature(m) => CallError::Signature(m),
            abi::AbiError::Abi(m) => CallError::Abi(m),
        }
    }
}

impl fmt::Display for Symbol {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:#010x} ({} bytes)", self.addr, self.size)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use cpu0_asm::assemble;
    use cpu0_sim::Config;
    use cranelift_codegen::ir::{types, AbiParam, ArgumentExtension};
    use cranelift_codegen::isa::CallConv;

    fn sig(params: &[(types::Type, ArgumentExtension)], rets: &[types::Type]) -> Signature {
        let mut s = Signature::new(CallConv::SystemV);
        s.params = params
            .iter()
            .map(|(t, e)| AbiParam {
                extension: *e,
                ..AbiParam::new(*t)
            })
            .collect();
        s.returns = rets.iter().map(|t| AbiParam::new(*t)).collect();
        s
    }

    fn machine(endian: Endian, src: &str) -> Machine {
        let mut m = Machine::new(Config {
            endian,
            budget: Some(10_000),
            ..Config::default()
        })
        .unwrap();
        m.load(0x100, &assemble(src, endian).unwrap().bytes)
            .unwrap();
        m
    }

    /// Returns its argument words: $a0 in $v0, $a1 in $v1, [sp+0] in $a0, [sp+4] in $a1.
    const ECHO: &str = "
        addu $v0, $a0, $zero
        addu $v1, $a1, $zero
        ld   $a0, 0($sp)
        ret  $lr
        ld   $a1, 4($sp)
    ";

    #[test]
    fn narrow_arguments_are_extended_as_declared() {
        let mut m = machine(Endian::Big, ECHO);
        let s = sig(
            &[
                (types::I8, ArgumentExtension::Sext),
                (types::I8, ArgumentExtension::Uext),
                (types::I16, ArgumentExtension::None),
            ],
            &[types::I32, types::I32, types::I32],
        );
        let args = [DataValue::I8(-2), DataValue::I8(-2), DataValue::I16(-2)];
        let r = call_function(&mut m, 0x100, &s, &args).unwrap();
        assert_eq!(
            r,
            [
                DataValue::I32(-2),
                DataValue::I32(0xFE),
                DataValue::I32(0xA5A5_FFFEu32 as i32)
            ]
        );
    }

    #[test]
    fn i64_skips_a1_and_is_aligned_on_the_stack() {
        for endian in [Endian::Big, Endian::Little] {
            let mut m = machine(endian, ECHO);
            let s = sig(
                &[
                    (types::I32, ArgumentExtension::None),
                    (types::I64, ArgumentExtension::None),
                ],
                &[types::I32, types::I32, types::I64],
            );
            let v = 0x1122_3344_5566_7788i64;
            let r =
                call_function(&mut m, 0x100, &s, &[DataValue::I32(7), DataValue::I64(v)]).unwrap();
            assert_eq!(r[0], DataValue::I32(7));
            // The i64 came back through [sp+0], [sp+4] into $a0, $a1: the same order.
            assert_eq!(r[2], DataValue::I64(v), "{endian:?}");
            assert_eq!(m.reg(Reg::SP), 0);
        }
    }

    #[test]
    fn wrong_arguments_are_errors() {
        let mut m = machine(Endian::Big, ECHO);
        let s = sig(&[(types::I32, ArgumentExtension::None)], &[types::I32]);
        assert!(matches!(
            call_function(&mut m, 0x100, &s, &[]),
            Err(CallError::Signature(_))
        ));
        assert!(matches!(
            call_function(&mut m, 0x100, &s, &[DataValue::I8(1)]),
            Err(CallError::Signature(_))
        ));
    }

    #[test]
    fn badly_extended_results_are_abi_violations() {
        let mut m = machine(Endian::Big, "ret $lr\naddiu $v0, $zero, -1");
        let mut s = sig(&[], &[types::I8]);
        assert_eq!(
            call_function(&mut m, 0x100, &s, &[]).unwrap(),
            [DataValue::I8(-1)]
        );
        s.returns[0] = s.returns[0].uext();
        assert!(matches!(
            call_function(&mut m, 0x100, &s, &[]),
            Err(CallError::Abi(_))
        ));
    }

    #[test]
    fn relocations_are_patched_and_checked() {
        let name = ExternalName::testcase("g");
        let reloc = |kind, offset| Reloc {
            offset,
            kind,
            name: name.clone(),
            addend: 0,
        };
        let mut code = vec![0u8; 12];
        code[0..4].copy_from_slice(&Endian::Big.word_bytes(0x3b00_0000)); // jsub
        code[4..8].copy_from_slice(&Endian::Big.word_bytes(0x0f60_0000)); // lui $t9
        code[8..12].copy_from_slice(&Endian::Big.word_bytes(0x0d66_0000)); // ori $t9, $t9
        apply_reloc(
            &mut code,
            &reloc(RelocKind::Pc24, 0),
            0x1000,
            0x2000,
            Endian::Big,
        )
        .unwrap();
        apply_reloc(
            &mut code,
            &reloc(RelocKind::Hi16, 4),
            0x1000,
            0x12_3456,
            Endian::Big,
        )
        .unwrap();
        apply_reloc(
            &mut code,
            &reloc(RelocKind::Lo16, 8),
            0x1000,
            0x12_3456,
            Endian::Big,
        )
        .unwrap();
        let w = |i: usize| Endian::Big.read_word(code[i..i + 4].try_into().unwrap());
        assert_eq!(w(0), 0x3b00_0ffc);
        assert_eq!(w(4), 0x0f60_0012);
        assert_eq!(w(8), 0x0d66_3456);
        assert!(apply_reloc(
            &mut code,
            &reloc(RelocKind::Pc24, 0),
            0,
            0x100_0000,
            Endian::Big
        )
        .is_err());
        assert!(apply_reloc(
            &mut code,
            &reloc(RelocKind::Pc16, 0),
            0,
            0x1_0000,
            Endian::Big
        )
        .is_err());
        assert!(apply_reloc(&mut code, &reloc(RelocKind::Abs32, 10), 0, 0, Endian::Big).is_err());
    }

    #[test]
    fn undefined_symbols_are_errors() {
        let mut p = Program::new();
        p.compile_clif(
            "function %f() -> i32 {
                fn0 = %missing() -> i32
            block0:
                v0 = call fn0()
                return v0
            }",
            &Flags::default(),
        )
        .unwrap();
        let err = p.link(CODE_BASE, Endian::Big).unwrap_err();
        assert!(matches!(err, LoadError::Undefined { .. }), "{err}");
        assert_eq!(
            err.to_string(),
            "undefined symbol %missing (referenced by %f)"
        );
    }
}
