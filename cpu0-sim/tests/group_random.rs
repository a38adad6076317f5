//! Random loops of accesses (which the translator checks in groups, see
//! `xlat/emit/unit_facts.rs`), pure instructions, forward branches with
//! loads and pure instructions in their slots, and instructions that may leave
//! (`add` overflow, strict `rolv`, the I/O ports through `$fp`), with stores
//! into the code itself (`$gp`), read-only and no-access pages, both byte
//! orders, strict mode and random budgets: the translator must end exactly as
//! the interpreter (whole state compared). It caught a register store dropped
//! before a group's exit, and unchecked loads taken for pure writes, when
//! either was put into `dead_stores` on purpose (review of 566fbc3).
//! `GROUP_RANDOM_ITERS=n GROUP_RANDOM_SEED=s` run more (270,000 programs over
//! 7 seeds found nothing).

mod common;

use common::state;
use cpu0_asm::{assemble, Endian, Reg};
use cpu0_sim::{Config, Engine, Machine, Perms, PAGE_SIZE};

/// xorshift64: a dependency-free generator, reproducible from the seed.
struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
    fn pick<'a>(&mut self, xs: &[&'a str]) -> &'a str {
        xs[self.below(xs.len() as u64) as usize]
    }
}

const DATA: &[&str] = &["$t0", "$t1", "$t9", "$a0", "$a1", "$at", "$v0", "$zero"];
const BASES: &[&str] = &["$s0", "$s0", "$s0", "$gp", "$sp", "$s1", "$fp"];

fn access(r: &mut Rng, load: bool) -> String {
    let (op, size) = if load {
        [
            ("ld", 4),
            ("ld", 4),
            ("lb", 1),
            ("lbu", 1),
            ("lh", 2),
            ("lhu", 2),
        ][r.below(6) as usize]
    } else {
        [("st", 4), ("st", 4), ("sb", 1), ("sh", 2)][r.below(4) as usize]
    };
    let base = r.pick(BASES);
    let mut off = (r.below(16) as i64 - 4) * size;
    if r.below(20) == 0 {
        off += 1;
    }
    let mut dst = r.pick(DATA);
    if load && r.below(12) == 0 {
        dst = r.pick(BASES);
    }
    format!("{op} {dst}, {off}({base})")
}

fn pure(r: &mut Rng) -> String {
    let d = if r.below(10) == 0 {
        r.pick(BASES)
    } else {
        r.pick(DATA)
    };
    let (a, b) = (r.pick(DATA), r.pick(DATA));
    match r.below(9) {
        0 => format!("addiu {d}, {a}, {}", r.below(9) as i64 - 4),
        1 => format!("addu {d}, {a}, {b}"),
        2 => format!("xor {d}, {a}, {b}"),
        3 => format!("shl {d}, {a}, {}", r.below(32)),
        4 => format!("mult {a}, {b}"),
        5 => format!("mflo {d}"),
        6 => format!("cmp $sw, {a}, {b}"),
        7 => format!("slt {d}, {a}, {b}"),
        _ => "nop".into(),
    }
}

/// A loop of 3-16 random instructions over `$s0` (walking up to the end of
/// memory), `$v1` passes, then `ret`.
fn program(r: &mut Rng) -> String {
    let n = 3 + r.below(14) as usize;
    let mut lines = vec!["loop:".to_string()];
    let mut labels: Vec<(usize, String)> = Vec::new();
    let mut k = 0;
    for i in 0..n {
        for (at, l) in &labels {
            if *at == i {
                lines.push(format!("{l}:"));
            }
        }
        let x = r.below(100);
        if x < 40 {
            lines.push(access(r, true));
        } else if x < 60 {
            lines.push(access(r, false));
        } else if x < 85 {
            lines.push(pure(r));
        } else if x < 95 && i + 1 < n {
            let l = format!("f{k}");
            k += 1;
            let to = i + 1 + r.below((n - i) as u64) as usize;
            labels.push((to, l.clone()));
            let (a, b) = (r.pick(DATA), r.pick(DATA));
            if r.below(4) == 0 {
                lines.push(format!("jmp {l}"));
            } else {
                lines.push(format!("beq {a}, {b}, {l}"));
                lines.push(match r.below(3) {
                    0 => "nop".into(),
                    1 => pure(r),
                    _ => access(r, true),
                });
            }
        } else {
            lines.push(match r.below(4) {
                0 => format!("add {}, {}, {}", r.pick(DATA), r.pick(DATA), r.pick(DATA)),
                1 => format!("ld {}, 4($fp)", r.pick(DATA)),
                2 => format!("rolv {}, {}, {}", r.pick(DATA), r.pick(DATA), r.pick(DATA)),
                _ => format!("sb {}, 0($fp)", r.pick(DATA)),
            });
        }
    }
    for (at, l) in &labels {
        if *at >= n {
            lines.push(format!("{l}:"));
        }
    }
    lines.push("addiu $s0, $s0, 4".into());
    lines.push("addiu $v1, $v1, -1".into());
    lines.push("bne $v1, $zero, loop".into());
    lines.push(if r.below(2) == 0 {
        "nop".into()
    } else {
        pure(r)
    });
    lines.push("ret $lr".into());
    lines.push("nop".into());
    lines.join("\n")
}

#[test]
fn random_group_loops_end_as_on_the_interpreter() {
    let iters: u64 = std::env::var("GROUP_RANDOM_ITERS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(2000);
    let seed0: u64 = std::env::var("GROUP_RANDOM_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(1);
    let mut ran_total = 0;
    for it in 0..iters {
        let mut r = Rng(seed0.wrapping_mul(0x9E37_79B9_7F4A_7C15)
            ^ (it + 1).wrapping_mul(0x1234_5678_9ABC_DEF1));
        let src = program(&mut r);
        let mem_size = [1u32 << 16, (1 << 16) + 0x804][r.below(2) as usize];
        let config = Config {
            mem_size,
            budget: Some(1 + r.below(400)),
            endian: if r.below(2) == 0 {
                Endian::Big
            } else {
                Endian::Little
            },
            strict: r.below(4) == 0,
            ..Config::default()
        };
        let Ok(asm) = assemble(&src, config.endian) else {
            panic!("asm failed:\n{src}");
        };
        let bytes = asm.bytes;
        let regs = [
            (Reg::S0, mem_size - 8 - 4 * r.below(24) as u32),
            (Reg::GP, 4 * r.below(bytes.len() as u64 / 4 + 4) as u32),
            (Reg::SP, 0x8000 + 4 * r.below(8) as u32),
            (
                Reg::S1,
                0x7000 - 4 * r.below(4) as u32 + if r.below(4) == 0 { 2 } else { 0 },
            ),
            (Reg::FP, 0xFF00_0000),
            (Reg::V1, 1 + r.below(30) as u32),
            (Reg::T0, r.next() as u32),
            (Reg::T1, r.below(3) as u32),
            (Reg::A0, r.below(3) as u32),
        ];
        let protect = r.below(3);
        let fill: Vec<u8> = (0..0x200).map(|_| r.next() as u8).collect();
        let make = |engine: Engine| {
            let mut m = Machine::new(config.clone()).unwrap();
            m.set_engine(engine);
            m.set_translate_after(0);
            m.load(0, &bytes).unwrap();
            m.write_bytes(mem_size - 0x200, &fill).unwrap();
            m.write_bytes(0x7F00, &fill).unwrap();
            m.write_bytes(0x6F00, &fill).unwrap();
            for &(reg, v) in &regs {
                m.set_reg(reg, v);
            }
            m.set_input_bytes(vec![1, 2, 3]);
            match protect {
                1 => m.protect(0x7000, PAGE_SIZE, Perms::R).unwrap(),
                2 => m.protect(0x6000, PAGE_SIZE, Perms::NONE).unwrap(),
                _ => {}
            }
            m
        };
        let (mut a, mut b) = (make(Engine::Interp), make(Engine::Translate));
        let ea = a.run();
        let eb = b.run();
        ran_total += b.translation_stats().2;
        if ea != eb || state(&a) != state(&b) {
            let (sa, sb) = (state(&a), state(&b));
            panic!(
                "iteration {it}: differ\n{src}\nconfig {config:?}\nregs {regs:x?} protect {protect}\ninterp {ea:?} {:x?} {:x?} {}\ntransl {eb:?} {:x?} {:x?} {}\nmem diff at {:?}",
                sa.regs, sa.hi_lo_epc_pc, sa.instructions, sb.regs, sb.hi_lo_epc_pc, sb.instructions,
                sa.memory.iter().zip(&sb.memory).position(|(x, y)| x != y)
            );
        }
    }
    assert!(ran_total > 0, "some code ran translated");
}
