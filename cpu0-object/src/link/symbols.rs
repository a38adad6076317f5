//! Symbol resolution: each input symbol's address, local symbols within their
//! object, global ones across objects (two strong definitions are an error, a strong
//! one beats weak ones).

use object::elf;
use object::read::elf::Sym;
use object::Endianness;
use std::collections::HashMap;

use super::layout::{Layout, OUT_BSS, OUT_TEXT};
use super::{Input, LinkError};
use crate::elf_out::{SymKind, SymSection};
use cpu0_module::sandbox::{heap_layout, HEAP_END, HEAP_START};

/// A global symbol's definition.
#[derive(Clone)]
pub(super) struct GlobalDef {
    pub addr: u32,
    /// The input that defines it.
    pub input: usize,
    pub weak: bool,
    pub kind: SymKind,
    pub size: u32,
    pub section: SymSection,
}

/// The resolved symbols.
pub(super) struct Symbols<'a> {
    pub globals: HashMap<&'a str, GlobalDef>,
    /// Per input, per symbol index: the address of a local (or absolute) symbol;
    /// `None` for a global one, which resolves by name.
    pub local_addr: Vec<Vec<Option<u32>>>,
}

type ElfSym = elf::Sym32<Endianness>;

impl<'a> Symbols<'a> {
    pub fn resolve(inputs: &[Input<'a>], layout: &Layout) -> Result<Symbols<'a>, LinkError> {
        let mut symbols = Symbols {
            globals: HashMap::new(),
            local_addr: Vec::with_capacity(inputs.len()),
        };
        for (i, input) in inputs.iter().enumerate() {
            let mut addrs = Vec::with_capacity(input.elf.symbols.len());
            for (si, sym) in input.elf.symbols.enumerate() {
                if si.0 == 0 {
                    addrs.push(Some(0));
                    continue;
                }
                let name = input.elf.symbol_name(sym).map_err(|e| input.read_err(e))?;
                let (addr, section) = address(input, sym, si, name, layout)?;
                let bind = sym.st_bind();
                if bind == elf::STB_LOCAL {
                    addrs.push(addr);
                    continue;
                }
                if bind != elf::STB_GLOBAL && bind != elf::STB_WEAK {
                    return Err(LinkError::Unsupported {
                        object: input.name.to_string(),
                        message: format!("symbol `{name}` has binding {}", bind.0),
                    });
                }
                addrs.push(None);
                let Some(addr) = addr else { continue };
                let def = GlobalDef {
                    addr,
                    input: i,
                    weak: bind == elf::STB_WEAK,
                    kind: match sym.st_type() {
                        elf::STT_FUNC => SymKind::Func,
                        elf::STT_OBJECT => SymKind::Object,
                        _ => SymKind::NoType,
                    },
                    size: sym.st_size(input.elf.endian),
                    section,
                };
                symbols.define(name, def, inputs)?;
            }
            symbols.local_addr.push(addrs);
        }
        Ok(symbols)
    }

    /// Adds a global definition: a strong one beats weak ones, two strong ones
    /// are an error.
    fn define(
        &mut self,
        name: &'a str,
        def: GlobalDef,
        inputs: &[Input<'_>],
    ) -> Result<(), LinkError> {
        let replace = match self.globals.get(name) {
            None => true,
            Some(old) if !old.weak && !def.weak => {
                return Err(LinkError::Duplicate {
                    symbol: name.to_string(),
                    first: inputs[old.input].name.to_string(),
                    second: inputs[def.input].name.to_string(),
                })
            }
            // A strong definition beats a weak one; otherwise the first one stays.
            Some(old) => old.weak && !def.weak,
        };
        if replace {
            self.globals.insert(name, def);
        }
        Ok(())
    }

    /// Defines `__heap_start` and `__heap_end` (absolute) when an input refers to
    /// them and none defines them: the heap from the end of `.bss` up to the guard
    /// below the stack (`cpu0_module::sandbox::heap_layout`).
    pub fn provide_heap(
        &mut self,
        inputs: &[Input<'a>],
        layout: &Layout,
        mem_size: u32,
    ) -> Result<(), LinkError> {
        let data_end = layout.addr[OUT_BSS].wrapping_add(layout.size[OUT_BSS]);
        let (heap, _) = heap_layout(data_end, mem_size);
        for (name, addr) in [(HEAP_START, heap.start), (HEAP_END, heap.end)] {
            if self.globals.contains_key(name) || !refers_to(inputs, name)? {
                continue;
            }
            let def = GlobalDef {
                addr,
                input: 0,
                weak: false,
                kind: SymKind::NoType,
                size: 0,
                section: SymSection::Abs,
            };
            self.globals.insert(name, def);
        }
        Ok(())
    }

    /// The address of the entry function (a global symbol in `.text`).
    pub fn entry(&self, name: &str) -> Result<u32, LinkError> {
        self.globals
            .get(name)
            .filter(|d| d.section == SymSection::Section(OUT_TEXT))
            .map(|d| d.addr)
            .ok_or_else(|| LinkError::NoEntry(name.to_string()))
    }
}

/// Whether some input has `name` as an undefined global symbol.
fn refers_to(inputs: &[Input<'_>], name: &str) -> Result<bool, LinkError> {
    for input in inputs {
        for sym in input.elf.symbols.iter() {
            if sym.st_shndx(input.elf.endian) == elf::SHN_UNDEF
                && sym.st_bind() != elf::STB_LOCAL
                && input.elf.symbol_name(sym).map_err(|e| input.read_err(e))? == name
            {
                return Ok(true);
            }
        }
    }
    Ok(false)
}

/// A symbol's address (`None` when undefined) and output section.
fn address(
    input: &Input<'_>,
    sym: &ElfSym,
    si: object::SymbolIndex,
    name: &str,
    layout: &Layout,
) -> Result<(Option<u32>, SymSection), LinkError> {
    let endian = input.elf.endian;
    let shndx = sym.st_shndx(endian);
    if shndx == elf::SHN_UNDEF {
        return Ok((None, SymSection::Undef));
    }
    if shndx == elf::SHN_ABS {
        return Ok((Some(sym.st_value(endian)), SymSection::Abs));
    }
    if shndx == elf::SHN_COMMON {
        return Err(LinkError::Unsupported {
            object: input.name.to_string(),
            message: format!("common symbol `{name}` is not supported"),
        });
    }
    let index = input
        .elf
        .symbols
        .symbol_section(endian, sym, si)
        .map_err(|e| input.err(e))?
        .map(|s| s.0)
        .unwrap_or(0);
    match input.placed.get(index) {
        Some(Some(p)) => {
            let addr = layout.addr[p.out]
                .wrapping_add(p.offset)
                .wrapping_add(sym.st_value(endian));
            Ok((Some(addr), SymSection::Section(p.out)))
        }
        Some(None) => Ok((Some(0), SymSection::Abs)),
        None => Err(input.err(format!("symbol `{name}` has a bad section index"))),
    }
}
