//! Program arguments for a C-style `main(int argc, char **argv)`: the strings and
//! the pointer array placed at the top of the stack before the program starts.

use crate::machine::Machine;
use crate::trap::Trap;
use cpu0_asm::Reg;

/// Where [`Machine::push_args`] put the arguments.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Args {
    /// The number of arguments, for `$a0`.
    pub argc: u32,
    /// The address of the pointer array (`argv`), for `$a1`.
    pub argv: u32,
}

impl Machine {
    /// Places `args` at the top of the stack as C's `argv` expects them, and lowers
    /// `$sp` below them. The stack top is `$sp`, or the top of memory while `$sp`
    /// is 0 (as after reset). From the top down: the strings, each followed by a
    /// NUL, in order (`args[0]` lowest); then, 4-byte aligned, the array of
    /// `args.len() + 1` pointers to them, the last one NULL; `$sp` is the array's
    /// address rounded down to 8 bytes. The caller puts [`Args::argc`] in `$a0`
    /// and [`Args::argv`] in `$a1` (`Machine::call` takes them as arguments).
    /// Arguments that do not fit in memory are a [`Trap::MemoryFault`].
    pub fn push_args(&mut self, args: &[&[u8]]) -> Result<Args, Trap> {
        let top = match self.reg(Reg::SP) {
            0 => self.mem_size(),
            sp => sp,
        };
        let too_big = Trap::MemoryFault {
            pc: self.pc(),
            addr: top,
        };
        let strings: usize = args.iter().map(|a| a.len() + 1).sum();
        let pointers = (args.len() + 1) * 4;
        let Some(strings_at) = u32::try_from(strings).ok().and_then(|n| top.checked_sub(n)) else {
            return Err(too_big);
        };
        let Some(argv) = u32::try_from(pointers)
            .ok()
            .and_then(|n| (strings_at & !3).checked_sub(n))
        else {
            return Err(too_big);
        };
        let mut at = strings_at;
        for (i, arg) in args.iter().enumerate() {
            self.write_bytes(at, arg)?;
            self.write_byte(at + arg.len() as u32, 0)?;
            self.write_word(argv + 4 * i as u32, at)?;
            at += arg.len() as u32 + 1;
        }
        self.write_word(argv + 4 * args.len() as u32, 0)?;
        self.set_reg(Reg::SP, argv & !7);
        Ok(Args {
            argc: args.len() as u32,
            argv,
        })
    }
}
