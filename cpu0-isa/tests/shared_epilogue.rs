//! A large function's returns share one epilogue (at `opt_level=speed`): the
//! code holds one `ret`, and each return still gives its value (computed here
//! on the host) with the saved registers restored.

use cpu0_asm::{decode, IsaLevel, Opcode};
use cpu0_isa::{compile_clif_text, Flags, OptLevel};
use cpu0_sim::{Config, Machine};

/// Products of `x` live across the chain (more than the caller-saved
/// registers hold, so the frame saves callee-saved ones).
const FACTORS: [u32; 12] = [3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41];
/// Steps of the chain (two instructions each): enough instructions for
/// returns that pay a `jmp` to share the epilogue too.
const CHAIN: u32 = 150;

/// `x` selects one of three returns, each combining every product and the
/// chain's sum in its own way. With `calls`, `x` first goes through the
/// identity function whose address is the second argument (a function that
/// makes calls shares its epilogue on every path; a leaf keeps its returns).
fn function(calls: bool) -> String {
    let mut s = if calls {
        String::from(
            "function %many(i32, i32) -> i32 {\n    sig0 = (i32) -> i32\n\
             block0(v90: i32, v91: i32):\n    v0 = call_indirect sig0, v91(v90)\n",
        )
    } else {
        String::from("function %many(i32) -> i32 {\nblock0(v0: i32):\n")
    };
    for (i, c) in FACTORS.iter().enumerate() {
        s += &format!("    v{} = iconst.i32 {c}\n", 30 + i);
        s += &format!("    v{} = imul v0, v{}\n", 1 + i, 30 + i);
    }
    // acc = (acc ^ p[i % 12]) + p[(i + 5) % 12]: nothing here folds.
    let mut acc = 0;
    for i in 0..CHAIN {
        let (x, v) = (100 + 2 * i, 101 + 2 * i);
        let (p, q) = (1 + i % 12, 1 + (i + 5) % 12);
        s += &format!("    v{x} = bxor v{acc}, v{p}\n    v{v} = iadd v{x}, v{q}\n");
        acc = v;
    }
    s += "    v20 = iconst.i32 3\n    v21 = band v0, v20\n    brif v21, block4, block1\n";
    s += "block4:\n    v22 = iconst.i32 1\n    v23 = icmp eq v21, v22\n    brif v23, block2, block3\n";
    for (block, op) in [(1u32, "iadd"), (2, "bxor"), (3, "isub")] {
        s += &format!("block{block}:\n");
        let mut last = acc;
        for i in 0..FACTORS.len() {
            let v = 1000 * block + i as u32;
            s += &format!("    v{v} = {op} v{last}, v{}\n", 1 + i);
            last = v;
        }
        s += &format!("    return v{last}\n");
    }
    s + "}\n"
}

/// What `%many(x)` returns, on the host.
fn expected(x: u32) -> u32 {
    let p: Vec<u32> = FACTORS.iter().map(|c| x.wrapping_mul(*c)).collect();
    let acc = (0..CHAIN as usize).fold(x, |a, i| (a ^ p[i % 12]).wrapping_add(p[(i + 5) % 12]));
    let products = p.iter().copied();
    match x & 3 {
        0 => products.fold(acc, u32::wrapping_add),
        1 => products.fold(acc, |a, p| a ^ p),
        _ => products.fold(acc, u32::wrapping_sub),
    }
}

/// The code's `ret` instructions.
fn rets(code: &[u8]) -> usize {
    code.chunks(4)
        .map(|c| u32::from_be_bytes(c.try_into().unwrap()))
        .filter(|w| decode(*w).is_ok_and(|i| i.op() == Opcode::Ret))
        .count()
}

#[test]
fn returns_share_one_epilogue_and_give_their_values() {
    let flags = Flags {
        opt_level: OptLevel::Speed,
        ..Flags::default()
    };
    // A large leaf (as the soft-float routines are) keeps its three returns.
    let leaf = compile_clif_text(&function(false), &flags)
        .unwrap()
        .remove(0);
    assert_eq!(rets(&leaf.code), 3, "a leaf's returns");
    let f = compile_clif_text(&function(true), &flags)
        .unwrap()
        .remove(0);
    assert_eq!(rets(&f.code), 1, "one epilogue");
    let identity = "function %id(i32) -> i32 {\nblock0(v0: i32):\n    return v0\n}\n";
    let id = compile_clif_text(identity, &flags).unwrap().remove(0);
    for x in [0u32, 1, 2, 3, 6, 7, 0x8000_0001, u32::MAX] {
        for (code, args) in [(&f.code, vec![x, 0x8000]), (&leaf.code, vec![x])] {
            let mut m = Machine::new(Config {
                isa: IsaLevel::Cpu032II,
                budget: Some(1_000_000),
                strict: true,
                ..Config::default()
            })
            .unwrap();
            m.load(0x1000, code).unwrap();
            m.load(0x8000, &id.code).unwrap();
            let (v0, _) = m.call(0x1000, &args).unwrap();
            assert_eq!(v0, expected(x), "x={x:#x} args={args:?}");
        }
    }
}
