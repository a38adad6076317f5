//! Store merging: neighbouring stores of constant bytes and half-words become
//! fewer, wider stores of one constant, as LLVM's DAG combiner does for MIPS.
//! clang turns `strcpy(buf, "...")` into one byte store per character; on Cpu0
//! each costs an `addiu` and an `sb`, where a word costs `lui`, `ori` and `st`.
//!
//! Rules that keep it exact:
//! - only stores with the importer's plain flags take part, all in one block,
//!   with nothing between them that reads or writes memory, traps or calls
//!   (volatile accesses are fenced by sequence points, which end a run);
//! - the stores merged write distinct bytes at constant offsets from one base
//!   (a symbol or a value), and no store to another base lies between them,
//!   so moving them to the last one's place changes nothing;
//! - a merged store sits at an offset aligned to its width from the base: Cpu0
//!   permits unaligned accesses, but an aligned buffer is the usual case.

use super::values::iconst_of;
use cpu0_asm::Endian;
use cranelift_codegen::cursor::{Cursor, FuncCursor};
use cranelift_codegen::ir::{
    self, types as ct, Function, InstBuilder, InstructionData, MemFlagsData, Opcode, Value,
};
use std::collections::BTreeMap;

/// The address a store writes to, without its constant offset.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Debug)]
enum Base {
    Symbol(ir::GlobalValue),
    Value(Value),
}

/// A store of a constant that may be merged.
struct Candidate {
    inst: ir::Inst,
    base: Base,
    /// Byte offset of the first byte from `base`.
    off: i64,
    /// The bytes written, in memory order.
    bytes: Vec<u8>,
    /// The store's own address operand and immediate offset.
    addr: Value,
    imm: i32,
}

/// Merges the stores of every block of `func`, whose native byte order is `endian`.
pub(super) fn merge_stores(func: &mut Function, endian: Endian) {
    let blocks: Vec<ir::Block> = func.layout.blocks().collect();
    for block in blocks {
        let insts: Vec<ir::Inst> = func.layout.block_insts(block).collect();
        let mut run = Vec::new();
        for inst in insts {
            if let Some(c) = candidate(func, inst, endian) {
                run.push(c);
            } else if !is_pure(func, inst) {
                merge_run(func, &run, endian);
                run.clear();
            }
        }
        merge_run(func, &run, endian);
    }
}

/// Whether the instruction neither touches memory, nor traps, calls or branches.
fn is_pure(func: &Function, inst: ir::Inst) -> bool {
    let op = func.dfg.insts[inst].opcode();
    !(op.can_load()
        || op.can_store()
        || op.can_trap()
        || op.is_call()
        || op.is_terminator()
        || op.is_branch()
        || op.other_side_effects())
}

/// `v` as a base and a constant offset, through `iadd`s of constants.
fn resolve(func: &Function, mut v: Value) -> (Base, i64) {
    let mut off: i64 = 0;
    for _ in 0..8 {
        let Some(inst) = func.dfg.value_def(v).inst() else {
            break;
        };
        match func.dfg.insts[inst] {
            InstructionData::UnaryGlobalValue {
                opcode: Opcode::SymbolValue,
                global_value,
            } => return (Base::Symbol(global_value), off),
            InstructionData::Binary {
                opcode: Opcode::Iadd,
                args: [a, b],
            } => match (iconst_of(func, a), iconst_of(func, b)) {
                (_, Some(k)) => {
                    off = off.wrapping_add(k);
                    v = a;
                }
                (Some(k), None) => {
                    off = off.wrapping_add(k);
                    v = b;
                }
                (None, None) => break,
            },
            _ => break,
        }
    }
    (Base::Value(v), off)
}

/// The instruction as a mergeable store of a constant byte or half-word.
fn candidate(func: &Function, inst: ir::Inst, endian: Endian) -> Option<Candidate> {
    let data = &func.dfg.insts[inst];
    let InstructionData::Store {
        opcode,
        args: [v, p],
        offset,
        ..
    } = *data
    else {
        return None;
    };
    if data.memflags_data(&func.dfg)? != MemFlagsData::new() {
        return None;
    }
    let size = match (opcode, func.dfg.value_type(v)) {
        (Opcode::Istore8, _) | (Opcode::Store, ct::I8) => 1,
        (Opcode::Istore16, _) | (Opcode::Store, ct::I16) => 2,
        _ => return None,
    };
    let c = iconst_of(func, v)?;
    let bytes = (0..size)
        .map(|i| {
            let shift = match endian {
                Endian::Little => 8 * i,
                Endian::Big => 8 * (size - 1 - i),
            };
            (c >> shift) as u8
        })
        .collect();
    let imm = i32::from(offset);
    let (base, off) = resolve(func, p);
    // Addresses are 32-bit: offsets that differ by 2^32 name the same byte, so
    // offsets are taken mod 2^32, and a store that would straddle the wrap
    // point of that numbering is left alone.
    let off = i64::from(off.wrapping_add(i64::from(imm)) as i32);
    if off + size as i64 > i64::from(i32::MAX) {
        return None;
    }
    Some(Candidate {
        inst,
        base,
        off,
        bytes,
        addr: p,
        imm,
    })
}

/// Merges what can be merged among the candidates of one run, in program order.
fn merge_run(func: &mut Function, run: &[Candidate], endian: Endian) {
    // A `BTreeMap` keeps the output deterministic.
    let mut groups: BTreeMap<Base, Vec<usize>> = BTreeMap::new();
    for (i, c) in run.iter().enumerate() {
        groups.entry(c.base).or_default().push(i);
    }
    for (base, members) in groups {
        if members.len() < 2 {
            continue;
        }
        // Byte offset -> (byte, index in `run` of the store writing it).
        let mut bytes: BTreeMap<i64, (u8, usize)> = BTreeMap::new();
        let distinct = members.iter().all(|&i| {
            let c = &run[i];
            (0..c.bytes.len()).all(|k| bytes.insert(c.off + k as i64, (c.bytes[k], i)).is_none())
        });
        if !distinct {
            continue;
        }
        let offsets: Vec<i64> = bytes.keys().copied().collect();
        let mut next = i64::MIN;
        for o in offsets {
            if o < next {
                continue;
            }
            for width in [4i64, 2] {
                if let Some(stores) = window(run, base, &bytes, o, width) {
                    let value: Vec<u8> = (o..o + width).map(|b| bytes[&b].0).collect();
                    replace(func, run, &stores, &value, endian);
                    next = o + width;
                    break;
                }
            }
        }
    }
}

/// The stores (indices into `run`) that fill `width` bytes from `o` exactly,
/// when they are more than one and may all move to the last one's place.
fn window(
    run: &[Candidate],
    base: Base,
    bytes: &BTreeMap<i64, (u8, usize)>,
    o: i64,
    width: i64,
) -> Option<Vec<usize>> {
    if o.rem_euclid(width) != 0 {
        return None;
    }
    let mut stores = Vec::new();
    for b in o..o + width {
        let &(_, i) = bytes.get(&b)?;
        if !stores.contains(&i) {
            stores.push(i);
        }
    }
    let inside = stores.iter().all(|&i| {
        let c = &run[i];
        c.off >= o && c.off + c.bytes.len() as i64 <= o + width
    });
    let (lo, hi) = (*stores.iter().min()?, *stores.iter().max()?);
    let no_other_base = run[lo..=hi].iter().all(|c| c.base == base);
    (stores.len() > 1 && inside && no_other_base).then_some(stores)
}

/// Replaces `stores` by one store of `value` (bytes in memory order) at the
/// place of the last of them, addressed as the one at the lowest offset.
fn replace(func: &mut Function, run: &[Candidate], stores: &[usize], value: &[u8], endian: Endian) {
    let first = &run[*stores.iter().min_by_key(|&&i| run[i].off).expect("stores")];
    let last = run[*stores.iter().max().expect("stores")].inst;
    let word = value.iter().enumerate().fold(0i64, |acc, (i, &b)| {
        let shift = match endian {
            Endian::Little => 8 * i,
            Endian::Big => 8 * (value.len() - 1 - i),
        };
        acc | (i64::from(b) << shift)
    });
    let ty = if value.len() == 4 { ct::I32 } else { ct::I16 };
    let (addr, imm) = (first.addr, first.imm);
    let mut pos = FuncCursor::new(func).at_inst(last);
    let v = pos.ins().iconst(ty, word);
    pos.ins().store(MemFlagsData::new(), v, addr, imm);
    for &i in stores {
        func.layout.remove_inst(run[i].inst);
    }
}
