//! Memory accesses: addresses inside the function's stack slots and the data
//! objects it refers to, loads and stores of every width with native, `big` or
//! `little` byte order, atomics.

use super::function::{Base, FunctionGenerator, Region};
use arbitrary::Result;
use cranelift_codegen::ir::types::{I16, I32, I64, I8};
use cranelift_codegen::ir::{
    AtomicRmwOp, Endianness, InstBuilder, MemFlagsData, Opcode, Type, Value,
};

/// What an access needs of its address.
#[derive(Clone, Copy)]
struct Need {
    bytes: u32,
    /// Stores reach only writable regions.
    write: bool,
    /// Atomics: naturally aligned, and no offset in the instruction.
    atomic: bool,
}

impl FunctionGenerator<'_, '_, '_> {
    /// Flags of an access: mostly native byte order, else `big` or `little`.
    fn mem_flags(&mut self) -> Result<MemFlagsData> {
        let flags = MemFlagsData::new();
        Ok(match self.u.int_in_range(0..=3)? {
            0 => flags.with_endianness(Endianness::Big),
            1 => flags.with_endianness(Endianness::Little),
            _ => flags,
        })
    }

    /// An address inside a random region that has room for the access, split
    /// between the address computation and the access's offset: `(addr,
    /// offset)`; `None` if no region fits.
    fn address(&mut self, need: Need) -> Result<Option<(Value, i32)>> {
        let fitting: Vec<Region> = self
            .regions
            .iter()
            .copied()
            .filter(|r| r.size - r.used >= need.bytes)
            .filter(|r| r.writable || !need.write)
            .filter(|r| r.align >= need.bytes || !need.atomic)
            .collect();
        if fitting.is_empty() {
            return Ok(None);
        }
        let region = *self.u.choose(&fitting)?;
        let mut offset = self
            .u
            .int_in_range(region.used..=region.size - need.bytes)?;
        let mut split = self.u.int_in_range(0..=offset)?;
        if need.atomic {
            offset -= offset % need.bytes;
            split = offset;
        }
        let addr = match region.base {
            Base::Slot(slot) => self.builder.ins().stack_addr(I32, slot, split as i32),
            Base::Data(gv) => {
                let base = self.builder.ins().symbol_value(I32, gv);
                if split == 0 {
                    base
                } else {
                    self.builder.ins().iadd_imm_u(base, i64::from(split))
                }
            }
        };
        Ok(Some((addr, (offset - split) as i32)))
    }

    pub(super) fn load(&mut self, opcode: Opcode) -> Result<()> {
        let (ty, bytes) = match opcode {
            Opcode::Uload8 | Opcode::Sload8 => (*self.u.choose(&[I16, I32, I64])?, 1),
            Opcode::Uload16 | Opcode::Sload16 => (*self.u.choose(&[I32, I64])?, 2),
            Opcode::Uload32 | Opcode::Sload32 => (I64, 4),
            _ => {
                let ty = self.any_value_type()?;
                (ty, ty.bytes())
            }
        };
        let need = Need {
            bytes,
            write: false,
            atomic: false,
        };
        let Some((addr, off)) = self.address(need)? else {
            return Ok(());
        };
        let flags = self.mem_flags()?;
        let ins = self.builder.ins();
        let r = match opcode {
            Opcode::Uload8 => ins.uload8(ty, flags, addr, off),
            Opcode::Sload8 => ins.sload8(ty, flags, addr, off),
            Opcode::Uload16 => ins.uload16(ty, flags, addr, off),
            Opcode::Sload16 => ins.sload16(ty, flags, addr, off),
            Opcode::Uload32 => ins.uload32(flags, addr, off),
            Opcode::Sload32 => ins.sload32(flags, addr, off),
            _ => ins.load(ty, flags, addr, off),
        };
        self.pool.push((r, ty));
        Ok(())
    }

    pub(super) fn store(&mut self, opcode: Opcode) -> Result<()> {
        let (ty, bytes) = match opcode {
            Opcode::Istore8 => (*self.u.choose(&[I16, I32, I64])?, 1),
            Opcode::Istore16 => (*self.u.choose(&[I32, I64])?, 2),
            Opcode::Istore32 => (I64, 4),
            _ => {
                let ty = self.any_value_type()?;
                (ty, ty.bytes())
            }
        };
        let x = self.value(ty)?;
        let need = Need {
            bytes,
            write: true,
            atomic: false,
        };
        let Some((addr, off)) = self.address(need)? else {
            return Ok(());
        };
        let flags = self.mem_flags()?;
        let ins = self.builder.ins();
        match opcode {
            Opcode::Istore8 => ins.istore8(flags, x, addr, off),
            Opcode::Istore16 => ins.istore16(flags, x, addr, off),
            Opcode::Istore32 => ins.istore32(flags, x, addr, off),
            _ => ins.store(flags, x, addr, off),
        };
        Ok(())
    }

    /// The type and aligned address of an atomic access (the backend has them
    /// for `i8`..`i32`), or `None` if no region fits.
    fn atomic_address(&mut self, write: bool) -> Result<Option<(Type, Value)>> {
        let ty = *self.u.choose(&[I8, I16, I32])?;
        let need = Need {
            bytes: ty.bytes(),
            write,
            atomic: true,
        };
        Ok(self.address(need)?.map(|(addr, _)| (ty, addr)))
    }

    pub(super) fn atomic_load(&mut self) -> Result<()> {
        let Some((ty, addr)) = self.atomic_address(false)? else {
            return Ok(());
        };
        let flags = self.mem_flags()?;
        let r = self.builder.ins().atomic_load(ty, flags, addr);
        self.pool.push((r, ty));
        Ok(())
    }

    pub(super) fn atomic_store(&mut self) -> Result<()> {
        let Some((ty, addr)) = self.atomic_address(true)? else {
            return Ok(());
        };
        let x = self.value(ty)?;
        let flags = self.mem_flags()?;
        self.builder.ins().atomic_store(flags, x, addr);
        Ok(())
    }

    pub(super) fn atomic_rmw(&mut self, op: AtomicRmwOp) -> Result<()> {
        let Some((ty, addr)) = self.atomic_address(true)? else {
            return Ok(());
        };
        let x = self.value(ty)?;
        let flags = self.mem_flags()?;
        let r = self.builder.ins().atomic_rmw(ty, flags, op, addr, x);
        self.pool.push((r, ty));
        Ok(())
    }

    pub(super) fn atomic_cas(&mut self) -> Result<()> {
        let Some((ty, addr)) = self.atomic_address(true)? else {
            return Ok(());
        };
        let flags = self.mem_flags()?;
        // Half the time the current contents, so the swap happens.
        let expected = if self.u.ratio(1, 2)? {
            self.builder.ins().atomic_load(ty, flags, addr)
        } else {
            self.value(ty)?
        };
        let replacement = self.value(ty)?;
        let r = self
            .builder
            .ins()
            .atomic_cas(flags, addr, expected, replacement);
        self.pool.push((r, ty));
        Ok(())
    }
}
