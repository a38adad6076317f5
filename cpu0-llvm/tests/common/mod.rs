//! Test support: a `cranelift_module::Module` that collects the CLIF functions and
//! data objects a translation produces (`cpu0_object::CollectModule`), and a linker
//! that compiles them with `cpu0_isa`, places code and data in a simulator's
//! memory, resolves relocations, and calls functions with integer arguments.
//!
//! Imports that the module does not define may be host functions registered by
//! name in [`HOSTS`], or routines of the runtime (`cpu0-rt`, `__cpu0_*`), which is
//! always linked in (from `cpu0_module::runtime`, the cache the JIT and the
//! linker compile it through).

#![allow(dead_code)]

use cpu0_asm::Endian;
use cpu0_isa::{Flags, OptLevel, RelocKind};
use cpu0_sim::{Config, Machine, Trap};
use cranelift_codegen::ir::ExternalName;
use cranelift_codegen::Context;
use cranelift_module::{DataId, FuncId, Init, Linkage, Module, ModuleRelocTarget};
use std::collections::HashMap;

/// A module that keeps what it is given.
pub use cpu0_object::CollectModule;

/// Host functions available to imports, by name: each reads `$a0`, `$a1` and
/// writes `$v0`.
pub type HostFn = fn(u32, u32) -> u32;

pub const HOSTS: &[(&str, HostFn)] = &[
    ("host_add", |a, b| a.wrapping_add(b)),
    ("host_mul", |a, b| a.wrapping_mul(b)),
];

/// Everything placed in memory, by symbol.
pub struct Linked {
    pub machine: Machine,
    /// LLVM function name -> address.
    pub funcs: HashMap<String, u32>,
    pub data: HashMap<String, u32>,
    pub endian: Endian,
}

const CODE_BASE: u32 = 0x1000;

/// Compiles and loads a collected module with the runtime.
pub fn link(
    m: &CollectModule,
    names: &cpu0_llvm::Translated,
    endian: Endian,
    opt: OptLevel,
) -> Result<Linked, String> {
    let flags = Flags {
        endian,
        opt_level: opt,
        ..Flags::default()
    };
    let mut compiled = Vec::new();
    for (id, f) in &m.functions {
        let mut ctx = Context::for_function(f.clone());
        let code = cpu0_isa::compile(&mut ctx, &flags).map_err(|e| {
            format!(
                "compiling {}: {e}\n{}",
                m.declarations().get_function_decl(*id).linkage_name(*id),
                f.display()
            )
        })?;
        compiled.push((Some(*id), ctx.func, code));
    }
    // The whole runtime, from the compile-once cache the JIT and the linker use.
    let runtime =
        cpu0_module::runtime::routines_with_callees(cpu0_rt::SYMBOLS.iter().copied(), &flags)
            .map_err(|e| e.to_string())?;
    for routine in runtime {
        compiled.push((None, routine.func.clone(), routine.code.clone()));
    }
    // Lay out code, then data.
    let mut func_addr: HashMap<FuncId, u32> = HashMap::new();
    let mut testcase_addr: HashMap<String, u32> = HashMap::new();
    let mut addr = CODE_BASE;
    let mut placed = Vec::new();
    for (id, f, code) in &compiled {
        addr = addr.next_multiple_of(16);
        match id {
            Some(id) => {
                func_addr.insert(*id, addr);
            }
            None => {
                testcase_addr.insert(f.name.to_string().trim_start_matches('%').to_string(), addr);
            }
        }
        placed.push(addr);
        addr += code.code.len() as u32;
    }
    let mut data_addr: HashMap<DataId, u32> = HashMap::new();
    for (id, d) in &m.data {
        let align = d.align.unwrap_or(1).max(1) as u32;
        addr = addr.next_multiple_of(align.max(4));
        data_addr.insert(*id, addr);
        addr += d.init.size() as u32;
    }
    // Imports: host functions.
    let mut machine = Machine::new(Config {
        endian,
        budget: Some(200_000_000),
        strict: true,
        ..Config::default()
    })
    .map_err(|e| e.to_string())?;
    let mut next_host = 0x8000_1000u32;
    for (id, decl) in m.declarations().get_functions() {
        if decl.linkage == Linkage::Import && !func_addr.contains_key(&id) {
            let name = decl.linkage_name(id).to_string();
            if let Some(&a) = testcase_addr.get(&name) {
                // A runtime routine the translation calls by name.
                func_addr.insert(id, a);
            } else if let Some((_, h)) = HOSTS.iter().find(|(n, _)| *n == name) {
                let h = *h;
                machine
                    .register_host(next_host, move |m: &mut Machine| {
                        let r = h(m.reg(cpu0_asm::Reg::A0), m.reg(cpu0_asm::Reg::A1));
                        m.set_reg(cpu0_asm::Reg::V0, r);
                        Ok(())
                    })
                    .map_err(|e| e.to_string())?;
                // Calls reach the host through a trampoline near the code
                // (`jsub` has a +-8 MiB range); `jr` keeps `$lr`.
                addr = addr.next_multiple_of(16);
                let tramp = cpu0_asm::assemble(
                    &format!(
                        "lui $t9, {}\nori $t9, $t9, {}\njr $t9\nnop\n",
                        next_host >> 16,
                        next_host & 0xFFFF
                    ),
                    endian,
                )
                .map_err(|e| format!("{e:?}"))?;
                machine
                    .load(addr, &tramp.bytes)
                    .map_err(|e| e.to_string())?;
                func_addr.insert(id, addr);
                addr += tramp.bytes.len() as u32;
                next_host += 8;
            }
        }
    }
    let target_of = |t: &ModuleRelocTarget| -> Result<u32, String> {
        match t {
            ModuleRelocTarget::User {
                namespace: 0,
                index,
            } => {
                let id = FuncId::from_u32(*index);
                func_addr.get(&id).copied().ok_or_else(|| {
                    format!(
                        "undefined function {}",
                        m.declarations().get_function_decl(id).linkage_name(id)
                    )
                })
            }
            ModuleRelocTarget::User {
                namespace: 1,
                index,
            } => {
                let id = DataId::from_u32(*index);
                data_addr.get(&id).copied().ok_or_else(|| {
                    format!(
                        "undefined data {}",
                        m.declarations().get_data_decl(id).linkage_name(id)
                    )
                })
            }
            other => Err(format!("unsupported relocation target {other:?}")),
        }
    };
    // Code.
    for ((_, f, code), &base) in compiled.iter().zip(&placed) {
        let mut bytes = code.code.clone();
        for r in &code.relocs {
            let target = match &r.name {
                ExternalName::User(u) => {
                    let n = &f.params.user_named_funcs()[*u];
                    target_of(&ModuleRelocTarget::user(n.namespace, n.index))?
                }
                ExternalName::TestCase(_) => {
                    let s = r.name.display(None).to_string();
                    let s = s.trim_start_matches('%');
                    *testcase_addr
                        .get(s)
                        .ok_or_else(|| format!("undefined runtime function {s}"))?
                }
                other => return Err(format!("unsupported relocation to {other:?}")),
            };
            patch(&mut bytes, r.offset, r.kind, base, target, r.addend, endian)?;
        }
        machine.load(base, &bytes).map_err(|e| e.to_string())?;
    }
    // Data.
    for (id, d) in &m.data {
        let base = data_addr[id];
        let mut bytes = match &d.init {
            Init::Zeros { size } => vec![0u8; *size],
            Init::Bytes { contents } => contents.to_vec(),
            Init::Uninitialized => return Err("uninitialised data".into()),
        };
        for (off, fref) in &d.function_relocs {
            let t = target_of(&d.function_decls[*fref])?;
            put_word(&mut bytes, *off as usize, t, endian);
        }
        for (off, gv, addend) in &d.data_relocs {
            let t = target_of(&d.data_decls[*gv])?;
            put_word(
                &mut bytes,
                *off as usize,
                t.wrapping_add(*addend as u32),
                endian,
            );
        }
        machine.load(base, &bytes).map_err(|e| e.to_string())?;
    }
    let mut funcs = HashMap::new();
    for (name, id) in &names.functions {
        if let Some(a) = func_addr.get(id) {
            funcs.insert(name.clone(), *a);
        }
    }
    let mut data = HashMap::new();
    for (name, id) in &names.data {
        if let Some(a) = data_addr.get(id) {
            data.insert(name.clone(), *a);
        }
    }
    Ok(Linked {
        machine,
        funcs,
        data,
        endian,
    })
}

fn put_word(bytes: &mut [u8], off: usize, v: u32, endian: Endian) {
    bytes[off..off + 4].copy_from_slice(&endian.word_bytes(v));
}

fn patch(
    code: &mut [u8],
    off: u32,
    kind: RelocKind,
    base: u32,
    target: u32,
    addend: i64,
    endian: Endian,
) -> Result<(), String> {
    let o = off as usize;
    let word = endian.read_word(code[o..o + 4].try_into().unwrap());
    let value = (i64::from(target) + addend) as u32;
    let place = base + off;
    let rel = |bits: u32| -> Result<u32, String> {
        let d = i64::from(value) - i64::from(place + 4);
        let lim = 1i64 << (bits - 1);
        if (-lim..lim).contains(&d) {
            Ok(d as u32 & ((1u32 << bits) - 1))
        } else {
            Err(format!("branch displacement {d} out of range"))
        }
    };
    let new = match kind {
        RelocKind::Abs32 => value,
        RelocKind::Hi16 => (word & 0xFFFF_0000) | (value >> 16),
        RelocKind::Lo16 => (word & 0xFFFF_0000) | (value & 0xFFFF),
        RelocKind::Pc16 => (word & 0xFFFF_0000) | rel(16)?,
        RelocKind::Pc24 => (word & 0xFF00_0000) | rel(24)?,
    };
    code[o..o + 4].copy_from_slice(&endian.word_bytes(new));
    Ok(())
}

/// An integer argument or result with its width in bits.
#[derive(Clone, Copy, Debug)]
pub struct Int {
    pub bits: u32,
    pub value: u64,
}

impl Linked {
    /// Calls `name` with integer arguments (the Cpu0 calling convention: words in
    /// `$a0`, `$a1`, then the stack; an `i64` in two words in memory order, never
    /// split between `$a1` and the stack). Returns `($v0, $v1)`.
    pub fn call(&mut self, name: &str, args: &[Int]) -> Result<(u32, u32), Trap> {
        let addr = *self
            .funcs
            .get(name)
            .unwrap_or_else(|| panic!("no function @{name}"));
        let mut regs = Vec::new();
        let mut stack = Vec::new();
        for a in args {
            if a.bits > 32 {
                let (hi, lo) = ((a.value >> 32) as u32, a.value as u32);
                let words = match self.endian {
                    Endian::Big => [hi, lo],
                    Endian::Little => [lo, hi],
                };
                if regs.len() == 1 {
                    regs.push(0);
                }
                if regs.is_empty() {
                    regs.extend(words);
                } else {
                    if stack.len() % 2 == 1 {
                        stack.push(0);
                    }
                    stack.extend(words);
                }
            } else {
                let w = a.value as u32;
                if regs.len() < 2 {
                    regs.push(w);
                } else {
                    stack.push(w);
                }
            }
        }
        let mut words = regs;
        if !stack.is_empty() {
            words.resize(2, 0);
            words.extend(stack);
        }
        self.machine.call(addr, &words)
    }

    /// A result of `bits` from `($v0, $v1)`.
    pub fn result(&self, bits: u32, (v0, v1): (u32, u32)) -> u64 {
        if bits > 32 {
            let (hi, lo) = match self.endian {
                Endian::Big => (v0, v1),
                Endian::Little => (v1, v0),
            };
            (u64::from(hi) << 32) | u64::from(lo)
        } else {
            u64::from(v0)
        }
    }
}

/// Parses, translates, collects and links `text` for `endian`.
pub fn build(text: &str, endian: Endian, opt: OptLevel) -> Result<Linked, String> {
    let ast = cpu0_llvm::parse(text).map_err(|e| e.to_string())?;
    let mut m = CollectModule::new(endian);
    let opts = cpu0_llvm::TranslateOptions {
        target: Some(endian),
        ..Default::default()
    };
    let t = cpu0_llvm::translate(&ast, &mut m, &opts).map_err(|e| e.to_string())?;
    link(&m, &t, endian, opt)
}
