//! System services: functions of the machine itself that guest code calls by
//! name, at fixed halting addresses.
//!
//! `cpu0-isa.md` says execution stops when control reaches an address with the
//! top bit set. A service is such an address with a handler an embedder registers
//! ([`Machine::register_services`]): the call halts there, the handler runs and
//! execution resumes at `$lr`, as for any host function
//! ([`Machine::register_host`]). The I/O ports stay the only devices of the ISA;
//! a service is reached by a call, never by a load or store.
//!
//! Programs call a service as an ordinary function of the calling convention:
//! the static linker (`cpu0-object`) and the JIT (`cpu0-jit`) resolve a
//! reference to a service's name to a stub in the program's code (`lui`/`ori`
//! `$t9` = the service's address, `jr $t9`, `nop`) that `jsub` reaches. The
//! executable loader and the JIT register the handlers of this table, so a
//! program behaves the same on both. On a machine without the handler (the
//! reference model, `cpu0c sim`, or after [`Machine::unregister_host`]) the call
//! halts the program at the service's address: the ISA's halting rule.
//!
//! | name | address | returns |
//! |---|---|---|
//! | `__cpu0_instret` | 0xFFFF0000 | `u64`: guest instructions executed so far |

use crate::machine::Machine;
use crate::trap::Trap;
use cpu0_asm::{Endian, Reg};

/// A system service: its name, its halting address and its handler.
#[derive(Clone, Copy, Debug)]
pub struct Service {
    /// The symbol programs call it by.
    pub name: &'static str,
    /// The halting address it lives at (top bit set). The JIT hands out host
    /// function addresses below [`SERVICE_BASE`], so the two never meet.
    pub addr: u32,
    /// Reads the arguments and leaves the results as the calling convention says.
    pub handler: fn(&mut Machine) -> Result<(), Trap>,
}

/// The lowest service address: services occupy `SERVICE_BASE + 4 * i`.
pub const SERVICE_BASE: u32 = 0xFFFF_0000;

/// Every service, each at its fixed address.
pub const SERVICES: &[Service] = &[Service {
    name: "__cpu0_instret",
    addr: SERVICE_BASE,
    handler: instret,
}];

/// The service of this name, if there is one.
pub fn service(name: &str) -> Option<&'static Service> {
    SERVICES.iter().find(|s| s.name == name)
}

/// `u64 __cpu0_instret(void)`: the instructions the machine has executed so far
/// ([`Stats::instructions`](crate::Stats::instructions): the same under both
/// engines), counting the call's own `jsub`, the stub and their delay slots. An
/// `i64` result is two words in memory order in `$v0`, `$v1`.
fn instret(m: &mut Machine) -> Result<(), Trap> {
    let n = m.stats().instructions();
    let (high, low) = ((n >> 32) as u32, n as u32);
    let (v0, v1) = match m.endian() {
        Endian::Big => (high, low),
        Endian::Little => (low, high),
    };
    m.set_reg(Reg::V0, v0);
    m.set_reg(Reg::V1, v1);
    Ok(())
}

/// The stub a program calls a service through: `lui`/`ori` of its address into
/// `$t9`, `jr $t9`, `nop` (16 bytes, in `endian` order).
pub fn stub(service: &Service, endian: Endian) -> Vec<u8> {
    use cpu0_asm::{Inst, Opcode};
    let addr = service.addr;
    let words = [
        Inst::ri(Opcode::Lui, Reg::T9, i64::from(addr >> 16)),
        Inst::rri(Opcode::Ori, Reg::T9, Reg::T9, i64::from(addr & 0xFFFF)),
        Inst::r(Opcode::Ret, Reg::T9),
        Inst::i(Opcode::Nop, 0),
    ];
    let mut bytes = Vec::with_capacity(16);
    for w in words {
        let w = w.expect("the stub's operands are in range");
        bytes.extend_from_slice(&w.encode_bytes(endian));
    }
    bytes
}

impl Machine {
    /// Registers the handler of every [system service](crate::services) at its
    /// address (replacing host functions registered there).
    pub fn register_services(&mut self) {
        for s in SERVICES {
            self.register_host(s.addr, s.handler)
                .expect("service addresses are halting addresses");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Config, Engine};
    use cpu0_asm::assemble;

    #[test]
    fn services_sit_at_distinct_halting_addresses() {
        for (i, s) in SERVICES.iter().enumerate() {
            assert_eq!(s.addr, SERVICE_BASE + 4 * i as u32);
            assert!(s.addr & crate::HALT_BIT != 0 && s.addr != crate::RETURN_ADDR);
            assert!(s.name.starts_with("__cpu0_"));
        }
        assert!(service("__cpu0_instret").is_some());
        assert!(service("clock").is_none());
    }

    /// A program that reads the count, runs a loop of `n` iterations, reads it
    /// again, and returns the difference.
    fn program(n: u32) -> String {
        format!(
            "main:  addu  $s1, $lr, $zero     # jsub overwrites $lr
                   jsub  instret
                   nop
                   addu  $s0, $v0, $zero     # first reading (one word is plenty)
                   addu  $s0, $v1, $s0       # the other word is 0: either order
                   addiu $t0, $zero, {n}
            loop:  addiu $t0, $t0, -1
                   bne   $t0, $zero, loop
                   nop
                   jsub  instret
                   nop
                   addu  $v0, $v0, $v1
                   ret   $s1
                   subu  $v0, $v0, $s0
            instret: lui $t9, 0xffff
                   ori   $t9, $t9, 0
                   ret   $t9
                   nop"
        )
    }

    /// The difference, worked out from cpu0-isa.md (every instruction, delay
    /// slots included, counts one): after the first reading, the rest of the
    /// caller (`addu addu addiu` = 3), the loop (`addiu bne nop` = 3 per
    /// iteration), the second call (`jsub nop`, the stub's four) = 6.
    fn by_hand(n: u64) -> u64 {
        3 + 3 * n + 6
    }

    #[test]
    fn instret_counts_exactly_on_both_engines_and_byte_orders() {
        // 5,000 iterations: the loop is translated after its first 1,000.
        for n in [1u32, 10, 5_000] {
            for endian in [Endian::Big, Endian::Little] {
                for engine in [Engine::Interp, Engine::Translate] {
                    let code = assemble(&program(n), endian).unwrap();
                    let config = Config {
                        endian,
                        budget: Some(100_000),
                        ..Config::default()
                    };
                    let mut m = Machine::new(config).unwrap();
                    m.set_engine(engine);
                    m.set_translate_after(if n == 5_000 { 1_000 } else { 0 });
                    m.register_services();
                    m.load(0, &code.bytes).unwrap();
                    let (diff, _) = m.call(0, &[]).unwrap();
                    assert_eq!(
                        u64::from(diff),
                        by_hand(u64::from(n)),
                        "{endian:?} {engine:?}"
                    );
                }
            }
        }
    }

    /// Calls from a hot loop: the translated loop and stub reach the service at
    /// the exact count. After the first reading: `addu addiu` (2); each of the
    /// `n` iterations reads after `jsub nop` and the stub's four (6) and goes on
    /// with `addiu bne nop` (3), which the last one does after its reading.
    #[test]
    fn instret_is_exact_when_called_from_translated_code() {
        let n = 3_000u32;
        let src = format!(
            "main:  addu  $s1, $lr, $zero
                   jsub  instret
                   nop
                   addu  $s0, $v0, $v1
                   addiu $t0, $zero, {n}
            loop:  jsub  instret
                   nop
                   addiu $t0, $t0, -1
                   bne   $t0, $zero, loop
                   nop
                   addu  $v0, $v0, $v1
                   ret   $s1
                   subu  $v0, $v0, $s0
            instret: lui $t9, 0xffff
                   ori   $t9, $t9, 0
                   ret   $t9
                   nop"
        );
        let want = 2 + 6 * u64::from(n) + 3 * u64::from(n - 1);
        for endian in [Endian::Big, Endian::Little] {
            for (engine, after) in [
                (Engine::Interp, 0),
                (Engine::Translate, 0),
                (Engine::Translate, 100),
            ] {
                let mut m = Machine::new(Config {
                    endian,
                    budget: Some(100_000),
                    ..Config::default()
                })
                .unwrap();
                m.set_engine(engine);
                m.set_translate_after(after);
                m.register_services();
                m.load(0, &assemble(&src, endian).unwrap().bytes).unwrap();
                let (diff, _) = m.call(0, &[]).unwrap();
                assert_eq!(u64::from(diff), want, "{endian:?} {engine:?} after {after}");
            }
        }
    }

    #[test]
    fn instret_returns_the_count_in_memory_order() {
        // One call after one instruction: `addu`, `jsub`, its `nop` and the stub's four.
        let src = "addu $s1, $lr, $zero\njsub stub\nnop\nret $s1\nnop\n\
                   stub: lui $t9, 0xffff\nori $t9, $t9, 0\nret $t9\nnop";
        for endian in [Endian::Big, Endian::Little] {
            let code = assemble(src, endian).unwrap();
            let mut m = Machine::new(Config {
                endian,
                budget: Some(100),
                ..Config::default()
            })
            .unwrap();
            m.register_services();
            m.load(0, &code.bytes).unwrap();
            // Past 2^32 so both words matter.
            m.stats.instructions = 0x1_0000_0000;
            let (v0, v1) = m.call(0, &[]).unwrap();
            let n = 0x1_0000_0000u64 + 7;
            let (hi, lo) = ((n >> 32) as u32, n as u32);
            match endian {
                Endian::Big => assert_eq!((v0, v1), (hi, lo)),
                Endian::Little => assert_eq!((v0, v1), (lo, hi)),
            }
        }
    }

    #[test]
    fn without_the_handler_the_call_halts_at_the_service() {
        let code = assemble(&program(3), Endian::Big).unwrap();
        let mut m = Machine::new(Config::default()).unwrap();
        m.load(0, &code.bytes).unwrap();
        assert_eq!(
            m.call(0, &[]),
            Err(Trap::UnexpectedHalt { pc: SERVICE_BASE })
        );
    }

    #[test]
    fn the_stub_is_the_one_the_programs_above_use() {
        let s = service("__cpu0_instret").unwrap();
        let src = "lui $t9, 0xffff\nori $t9, $t9, 0\nret $t9\nnop";
        for endian in [Endian::Big, Endian::Little] {
            assert_eq!(stub(s, endian), assemble(src, endian).unwrap().bytes);
        }
    }
}
