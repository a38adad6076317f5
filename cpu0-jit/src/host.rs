//! Host functions: Rust closures that Cpu0 code calls by name.

use cpu0_sim::{Access, Machine, Trap};

/// Why a host function failed. The guest stops with a trap
/// ([`cpu0_sim::Trap::Host`]) that carries this message.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct HostError(pub String);

impl HostError {
    pub fn new(message: impl Into<String>) -> HostError {
        HostError(message.into())
    }
}

impl From<Trap> for HostError {
    fn from(trap: Trap) -> HostError {
        HostError(trap.to_string())
    }
}

/// What a host function may see of the guest: its memory (never the host's), the
/// byte order, and the console. Reads and writes obey the guest's page permissions
/// (a host function acts for the guest: `memset` into code faults as a store would).
///
/// ```
/// use cpu0_jit::{Cpu0JitBuilder, HostContext, HostError};
/// // `puts(char *s)`: prints a NUL-terminated guest string to the host's stdout.
/// let mut builder = Cpu0JitBuilder::new(Default::default());
/// builder.host_fn_with_memory(
///     "puts",
///     |cx: &mut HostContext<'_>, args: &[u64]| -> Result<u64, HostError> {
///         let s = cx.read_c_string(args[0] as u32)?;
///         println!("{}", String::from_utf8_lossy(&s));
///         Ok(0)
///     },
/// );
/// ```
pub struct HostContext<'a> {
    machine: &'a mut Machine,
}

/// The longest string [`HostContext::read_c_string`] reads.
pub const MAX_C_STRING: usize = 1 << 20;

impl<'a> HostContext<'a> {
    pub(crate) fn new(machine: &'a mut Machine) -> HostContext<'a> {
        HostContext { machine }
    }

    /// `len` bytes of guest memory at `addr`.
    pub fn read(&self, addr: u32, len: u32) -> Result<&[u8], HostError> {
        self.machine.check_access(addr, len, Access::Read)?;
        Ok(self.machine.read_bytes(addr, len as usize)?)
    }

    /// Writes bytes to guest memory at `addr`.
    pub fn write(&mut self, addr: u32, bytes: &[u8]) -> Result<(), HostError> {
        let len = u32::try_from(bytes.len()).unwrap_or(u32::MAX);
        self.machine.check_access(addr, len, Access::Write)?;
        Ok(self.machine.write_bytes(addr, bytes)?)
    }

    /// A 32-bit word in the target byte order.
    pub fn read_u32(&self, addr: u32) -> Result<u32, HostError> {
        self.machine.check_access(addr, 4, Access::Read)?;
        Ok(self.machine.read_word(addr)?)
    }

    /// Writes a 32-bit word in the target byte order.
    pub fn write_u32(&mut self, addr: u32, value: u32) -> Result<(), HostError> {
        self.machine.check_access(addr, 4, Access::Write)?;
        Ok(self.machine.write_word(addr, value)?)
    }

    /// The bytes of the NUL-terminated string at `addr` (without the NUL).
    pub fn read_c_string(&self, addr: u32) -> Result<Vec<u8>, HostError> {
        let mut out = Vec::new();
        let mut at = addr;
        loop {
            self.machine.check_access(at, 1, Access::Read)?;
            let b = self.machine.read_byte(at)?;
            if b == 0 {
                return Ok(out);
            }
            if out.len() == MAX_C_STRING {
                return Err(HostError(format!(
                    "string at {addr:#010x} is longer than {MAX_C_STRING} bytes"
                )));
            }
            out.push(b);
            at = at.wrapping_add(1);
        }
    }

    /// The simulated machine (registers, memory, statistics).
    pub fn machine(&mut self) -> &mut Machine {
        self.machine
    }
}

/// A registered host function.
pub(crate) type HostClosure =
    Box<dyn FnMut(&mut HostContext<'_>, &[u64]) -> Result<u64, HostError>>;

/// The host functions every module provides unless the builder registers its own
/// under the same name: the memory functions that `cranelift-frontend`'s
/// `call_memcpy`, `call_memset`, `call_memmove` and `call_memcmp` call (as
/// `cranelift_module::default_libcall_names` names them), on guest memory.
pub const BUILTIN_HOST_FUNCTIONS: &[&str] = &["memcpy", "memmove", "memset", "memcmp"];

/// The closure of a built-in host function.
pub(crate) fn builtin(name: &str) -> Option<HostClosure> {
    let f: HostClosure = match name {
        // memcpy(dest, src, n) -> dest; the copy goes through a buffer, so
        // overlapping ranges behave as memmove.
        "memcpy" | "memmove" => Box::new(|cx, args| {
            let (dest, src, n) = (args[0] as u32, args[1] as u32, args[2] as u32);
            let bytes = cx.read(src, n)?.to_vec();
            cx.write(dest, &bytes)?;
            Ok(u64::from(dest))
        }),
        // memset(dest, c, n) -> dest
        "memset" => Box::new(|cx, args| {
            let (dest, c, n) = (args[0] as u32, args[1] as u8, args[2] as u32);
            cx.read(dest, n)?; // checks the range first
            cx.write(dest, &vec![c; n as usize])?;
            Ok(u64::from(dest))
        }),
        // memcmp(a, b, n) -> <0, 0, >0
        "memcmp" => Box::new(|cx, args| {
            let (a, b, n) = (args[0] as u32, args[1] as u32, args[2] as u32);
            let (x, y) = (cx.read(a, n)?, cx.read(b, n)?);
            let r = match x.iter().zip(y).find(|(p, q)| p != q) {
                Some((p, q)) => i32::from(*p) - i32::from(*q),
                None => 0,
            };
            Ok(u64::from(r as u32))
        }),
        _ => return None,
    };
    Some(f)
}
