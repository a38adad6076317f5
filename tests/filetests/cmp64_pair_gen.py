#!/usr/bin/env python3
"""Writes tests/filetests/run/icmp64-pair.clif: i64 compares of two variables (the
`Cmp64`/`Select64` forms of cpu0-isa/src/lower/cmp64.rs) as 0/1 values, as
branches, as selects of i64 and i32 values, as `smin`/`smax`/`umin`/`umax`, and
a loop keeping a running minimum and maximum (the result tied to the phi).

Every expected value is computed here with Python's integers, independently of
the Cpu0 backend; `test interpret` checks them on cranelift-interpreter too.

Run from the repository root: python3 tests/filetests/cmp64_pair_gen.py
"""

OUT = "tests/filetests/run/icmp64-pair.clif"
from cmp64_gen import CONDS, M64, branch_chain, holds, lit, signed

# Pairs that differ in the high word only, the low word only, both, neither,
# across the sign bit and across the low word's sign bit.
VALUES = [0, 1, M64, 1 << 63, (1 << 63) - 1, 0xFFFF_FFFF, 1 << 32, 0x8000_0000,
          0x1_8000_0000, 0xFFFF_FFFF_7FFF_FFFF, 0x0123_4567_89AB_CDEF]
PAIRS = [(a, b) for a in VALUES for b in VALUES][::3] + [(v, v) for v in VALUES]


def values_fn(lines):
    lines.append("function %values(i64, i64) -> i32 {")
    lines.append("block0(v0: i64, v1: i64):")
    lines.append("    v2 = iconst.i32 0")
    acc, val = "v2", 3
    for bit, cc in enumerate(CONDS):
        c, z, n, s, o = range(val, val + 5)
        val += 5
        lines.append(f"    v{c} = icmp {cc} v0, v1")
        lines.append(f"    v{z} = uextend.i32 v{c}")
        lines.append(f"    v{n} = iconst.i32 {bit}")
        lines.append(f"    v{s} = ishl v{z}, v{n}")
        lines.append(f"    v{o} = bor {acc}, v{s}")
        acc = f"v{o}"
    lines.append(f"    return {acc}")
    lines.append("}")
    for a, b in PAIRS:
        mask = sum(1 << i for i, cc in enumerate(CONDS) if holds(cc, a, b))
        lines.append(f"; run: %values({lit(a)}, {lit(b)}) == {mask}")
    lines.append("")


def branches_fn(lines):
    lines.append("function %branches(i64, i64) -> i32 {")
    lines.append("block0(v0: i64, v1: i64):")
    lines.append("    v2 = iconst.i32 0")
    branch_chain(lines)
    for a, b in PAIRS:
        mask = sum(1 << i for i, cc in enumerate(CONDS) if holds(cc, a, b))
        lines.append(f"; run: %branches({lit(a)}, {lit(b)}) == {mask}")
    lines.append("")


def select_fns(lines):
    # `c ? x : y` with x, y two more arguments; and the i32 select of their low words.
    x, y = 0x1111_2222_3333_4444, 0x5555_6666_7777_8888
    for cc in CONDS:
        lines.append(f"function %sel_{cc}(i64, i64, i64, i64) -> i64 {{")
        lines.append("block0(v0: i64, v1: i64, v2: i64, v3: i64):")
        lines.append(f"    v4 = icmp {cc} v0, v1")
        lines.append("    v5 = select v4, v2, v3")
        lines.append("    return v5")
        lines.append("}")
        for a, b in PAIRS[::2]:
            r = x if holds(cc, a, b) else y
            lines.append(f"; run: %sel_{cc}({lit(a)}, {lit(b)}, {lit(x)}, {lit(y)}) == {lit(r)}")
        lines.append("")
        lines.append(f"function %sel32_{cc}(i64, i64, i32, i32) -> i32 {{")
        lines.append("block0(v0: i64, v1: i64, v2: i32, v3: i32):")
        lines.append(f"    v4 = icmp {cc} v0, v1")
        lines.append("    v5 = select v4, v2, v3")
        lines.append("    return v5")
        lines.append("}")
        for a, b in PAIRS[1::2]:
            r = 7 if holds(cc, a, b) else 9
            lines.append(f"; run: %sel32_{cc}({lit(a)}, {lit(b)}, 7, 9) == {r}")
        lines.append("")


def minmax_fns(lines):
    ops = {
        "smin": lambda a, b: a if signed(a) < signed(b) else b,
        "smax": lambda a, b: a if signed(a) > signed(b) else b,
        "umin": lambda a, b: min(a & M64, b & M64),
        "umax": lambda a, b: max(a & M64, b & M64),
    }
    for op, f in ops.items():
        lines.append(f"function %{op}(i64, i64) -> i64 {{")
        lines.append("block0(v0: i64, v1: i64):")
        lines.append(f"    v2 = {op} v0, v1")
        lines.append("    return v2")
        lines.append("}")
        for a, b in PAIRS[::2]:
            lines.append(f"; run: %{op}({lit(a)}, {lit(b)}) == {lit(f(a, b))}")
        lines.append("")


def loop_fn(lines):
    # max - min over x_i = x_{i-1} * 6364136223846793005 + k, n steps from x_0 = s.
    mul = 6364136223846793005
    lines.append("function %range(i64, i64, i32) -> i64 {")
    lines.append("block0(v0: i64, v1: i64, v2: i32):")
    lines.append("    jump block1(v0, v0, v0, v2)")
    lines.append("")
    lines.append("block1(v10: i64, v11: i64, v12: i64, v13: i32):")
    lines.append(f"    v14 = iconst.i64 {mul}")
    lines.append("    v15 = imul v10, v14")
    lines.append("    v16 = iadd v15, v1")
    lines.append("    v17 = icmp slt v16, v11")
    lines.append("    v18 = select v17, v16, v11")
    lines.append("    v19 = icmp sgt v16, v12")
    lines.append("    v20 = select v19, v16, v12")
    lines.append("    v22 = iconst.i32 -1")
    lines.append("    v21 = iadd v13, v22")
    lines.append("    brif v21, block1(v16, v18, v20, v21), block2")
    lines.append("")
    lines.append("block2:")
    lines.append("    v30 = isub v20, v18")
    lines.append("    return v30")
    lines.append("}")
    for s, k, n in [(1, 1442695040888963407, 50), (0x1234, 7, 200), (M64, 3, 1), (5, 0, 10)]:
        x, lo, hi = s & M64, signed(s), signed(s)
        for _ in range(n):
            x = (x * mul + k) & M64
            lo, hi = min(lo, signed(x)), max(hi, signed(x))
        lines.append(f"; run: %range({lit(s)}, {lit(k)}, {n}) == {lit(hi - lo)}")
    lines.append("")


def main():
    lines = [
        "; Generated by tests/filetests/cmp64_pair_gen.py: do not edit.",
        "; i64 compares of two variables: 0/1 values (bit i of the result is",
        "; condition i of eq ne slt sge sgt sle ult uge ugt ule), branches, selects,",
        "; min/max and a loop's running minimum and maximum.",
        "test interpret",
        "test run",
        "set opt_level=speed",
        "",
    ]
    values_fn(lines)
    branches_fn(lines)
    select_fns(lines)
    minmax_fns(lines)
    loop_fn(lines)
    with open(OUT, "w") as f:
        f.write("\n".join(lines))


main()
