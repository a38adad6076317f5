//! Branches whose targets are more than 32 KiB away: `beq`/`bne` reach +-32 KiB, so
//! the backend rewrites them as an inverted branch over a `jmp` (24-bit reach).
//! Checked in the code and by running it on the simulator.

use cpu0_asm::{decode, IsaLevel, Opcode};
use cpu0_isa::{compile_clif_text, Flags, OptLevel};
use cpu0_sim::{Config, Machine};

/// `f(x) = x != 0 ? x : x + n`, with `n` single-word additions between the branch
/// and its taken target.
fn far_function(n: usize) -> String {
    let mut s = String::from(
        "function %far(i32) -> i32 {\nblock0(v0: i32):\n    brif v0, block2, block1\nblock1:\n    v1 = iconst.i32 1\n",
    );
    let mut last = 0;
    for i in 0..n {
        let v = 2 + i;
        s += &format!("    v{v} = iadd v{last}, v1\n");
        last = v;
    }
    s += &format!("    return v{last}\nblock2:\n    return v0\n}}\n");
    s
}

#[test]
fn branch_over_32k_is_rewritten_and_runs() {
    let n = 9000; // 36 KiB of addiu
    let text = far_function(n);
    for level in [IsaLevel::Cpu032I, IsaLevel::Cpu032II] {
        let flags = Flags {
            level,
            opt_level: OptLevel::None,
            ..Flags::default()
        };
        let f = compile_clif_text(&text, &flags).unwrap().remove(0);
        assert!(f.code.len() > 36_000);
        let words: Vec<u32> = f
            .code
            .chunks(4)
            .map(|c| u32::from_be_bytes(c.try_into().unwrap()))
            .collect();
        let ops: Vec<Opcode> = words.iter().map(|w| decode(*w).unwrap().op()).collect();
        if level == IsaLevel::Cpu032II {
            // The first branch is the inverted short one over a jmp: bne/beq +8; nop; jmp.
            let b = ops
                .iter()
                .position(|op| matches!(op, Opcode::Beq | Opcode::Bne))
                .unwrap();
            assert_eq!(decode(words[b]).unwrap().imm(), 8);
            assert_eq!(ops[b + 1], Opcode::Nop);
            assert_eq!(ops[b + 2], Opcode::Jmp);
        }
        for (x, expected) in [(0u32, n as u32), (5, 5), (-3i32 as u32, -3i32 as u32)] {
            let mut m = Machine::new(Config {
                isa: level,
                budget: Some(1_000_000),
                strict: true,
                ..Config::default()
            })
            .unwrap();
            m.load(0x1000, &f.code).unwrap();
            let (v0, _) = m.call(0x1000, &[x]).unwrap();
            assert_eq!(v0, expected, "{level:?} x={x}");
        }
    }
}
