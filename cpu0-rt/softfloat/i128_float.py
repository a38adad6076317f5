#!/usr/bin/env python3
"""Writes ../src/i128_float.clif: the runtime's conversions between floats and
128-bit integers, in CLIF (CLIF's i128 operations, which the backend lowers
inline, and calls of the 64-bit conversions).

Integer to float (__cpu0_{i,u}128_to_{f32,f64}): below 2^64 the 64-bit
conversion; above, the 64 bits from the leading 1 down, with bit 0 set when any
bit below them is (a sticky bit: it lies below the bits that decide the
rounding, so the 64-bit conversion rounds exactly as the 128-bit value would),
converted, then scaled by 2^(64 - n) exactly by adding 64 - n to the exponent
field (the converted value is a normal float of at least 2^63; for f32 the sum
reaches infinity's field exactly when the value rounds to 2^128). A signed value
goes through its magnitude, with its sign put back.

Float to integer (__cpu0_{f32,f64}_to_{i,u}128 and their _sat forms), truncating
toward zero, as float_to_int.py's 32- and 64-bit ones:

  block0  |a| < 1 (a biased exponent below the bias): block1, 0
  block2  the range: |a| < 2^127 for a signed result, 0 <= a < 2^128 for an
          unsigned one (the sign bit above the exponent fails the check)
  block3  the significand with its leading 1 as an i128, shifted by the
          exponent's distance from the significand's lowest bit; negated when
          a is negative
  block4  out of range: for the trapping kind a NaN traps with bad_toint and
          anything else with int_ovf, except -2^127 itself for a signed result;
          for the saturating kind a NaN gives 0 and anything else the limit on
          its side

Run by regen.sh; the output is committed.
"""

import os
import sys

sys.dont_write_bytecode = True  # no __pycache__ beside the sources
from float_to_int import Writer  # noqa: E402

# Per float format: the CLIF type of its bits, the bits below the exponent, the
# exponent field's mask, the bias, the bits of -2^127.
FORMATS = {
    "f32": dict(ty="i32", bits=32, mant=23, emask=0xFF, bias=127, neg_2_127=0xFF00_0000),
    "f64": dict(ty="i64", bits=64, mant=52, emask=0x7FF, bias=1023, neg_2_127=0xC7E0_0000_0000_0000),
}


def const128(w, lo, hi):
    """An i128 constant from its two 64-bit halves."""
    lo_v = w.const(lo, "i64")
    hi_v = w.const(hi, "i64")
    return w.val(f"iconcat {lo_v}, {hi_v}")


def unsigned_to_float(f):
    s = FORMATS[f]
    ty = s["ty"]
    w = Writer()
    w.line(f"function %__cpu0_u128_to_{f}(i128) -> {ty} {{")
    w.line(f"    fn0 = %__cpu0_u64_to_{f}(i64) -> {ty}")
    w.line("block0(v0: i128):")
    w.next = 1
    lo, hi = w.vals2("isplit v0")
    w.line(f"    brif {hi}, block2, block1")
    w.line("")
    w.line("; Below 2^64: the 64-bit conversion.")
    w.line("block1:")
    r = w.val(f"call fn0({lo})")
    w.line(f"    return {r}")
    w.line("")
    w.line("; The 64 bits from the leading 1 down, a sticky bit 0 for the bits below")
    w.line("; them, converted, times 2^(64 - n): the exponent field grows by 64 - n.")
    w.line("block2:")
    n = w.val(f"clz {hi}")
    t = w.val(f"ishl v0, {n}")
    below, top = w.vals2(f"isplit {t}")
    zero = w.const(0, "i64")
    nz = w.val(f"icmp ne {below}, {zero}")
    sticky = w.val(f"uextend.i64 {nz}")
    top = w.val(f"bor {top}, {sticky}")
    r = w.val(f"call fn0({top})")
    k64 = w.const(64, "i64")
    k = w.val(f"isub {k64}, {n}")
    if ty == "i32":
        k = w.val(f"ireduce.i32 {k}")
    ks = w.const(s["mant"], ty)
    d = w.val(f"ishl {k}, {ks}")
    r = w.val(f"iadd {r}, {d}")
    w.line(f"    return {r}")
    w.line("}")
    return "\n".join(w.lines) + "\n"


def signed_to_float(f):
    s = FORMATS[f]
    ty = s["ty"]
    w = Writer()
    w.line(f"function %__cpu0_i128_to_{f}(i128) -> {ty} {{")
    w.line(f"    fn0 = %__cpu0_i64_to_{f}(i64) -> {ty}")
    w.line(f"    fn1 = %__cpu0_u128_to_{f}(i128) -> {ty}")
    w.line("block0(v0: i128):")
    w.next = 1
    lo, hi = w.vals2("isplit v0")
    k63 = w.const(63, "i64")
    ext = w.val(f"sshr {lo}, {k63}")
    fits = w.val(f"icmp eq {hi}, {ext}")
    w.line(f"    brif {fits}, block1, block2")
    w.line("")
    w.line("; An i64: the 64-bit conversion.")
    w.line("block1:")
    r = w.val(f"call fn0({lo})")
    w.line(f"    return {r}")
    w.line("")
    w.line("; The magnitude converted (as unsigned: 2^127 for the smallest i128), with a's sign.")
    w.line("block2:")
    m = w.val("iabs v0")
    r = w.val(f"call fn1({m})")
    if ty == "i64":
        sign_bit = w.const(1 << 63, "i64")
        sign = w.val(f"band {hi}, {sign_bit}")
    else:
        k32 = w.const(32, "i64")
        h = w.val(f"ushr {hi}, {k32}")
        h = w.val(f"ireduce.i32 {h}")
        sign_bit = w.const(1 << 31, "i32")
        sign = w.val(f"band {h}, {sign_bit}")
    r = w.val(f"bor {r}, {sign}")
    w.line(f"    return {r}")
    w.line("}")
    return "\n".join(w.lines) + "\n"


def float_to_int(f, signed, saturating):
    s = FORMATS[f]
    ty, bias, mant = s["ty"], s["bias"], s["mant"]
    dst = "i128" if signed else "u128"
    suffix = "_sat" if saturating else ""
    w = Writer()
    w.line(f"function %__cpu0_{f}_to_{dst}{suffix}({ty}) -> i128 {{")
    w.line(f"block0(v0: {ty}):")
    w.next = 1
    w.line("    ; the sign and the biased exponent, and the exponent alone")
    ks = w.const(mant, ty)
    se = w.val(f"ushr v0, {ks}")
    if ty == "i64":
        se = w.val(f"ireduce.i32 {se}")
    em = w.const(s["emask"])
    e = w.val(f"band {se}, {em}")
    kb = w.const(bias)
    small = w.val(f"icmp ult {e}, {kb}")
    w.line(f"    brif {small}, block1, block2")
    w.line("")
    w.line("block1:")
    z = w.const(0, "i64")
    z = w.val(f"uextend.i128 {z}")
    w.line(f"    return {z}")
    w.line("")
    w.line("block2:")
    if signed:
        w.line("    ; below 2^127")
        lim = w.const(bias + 127)
        fits = w.val(f"icmp ult {e}, {lim}")
    else:
        w.line("    ; positive and below 2^128")
        lim = w.const(bias + 128)
        fits = w.val(f"icmp ult {se}, {lim}")
    w.line(f"    brif {fits}, block3, block4")
    w.line("")
    w.line("block3:")
    w.line(f"    ; a = m * 2^(e - {bias + mant}), m the significand with its leading 1")
    fm = w.const((1 << mant) - 1, ty)
    m = w.val(f"band v0, {fm}")
    one = w.const(1 << mant, ty)
    m = w.val(f"bor {m}, {one}")
    m = w.val(f"uextend.i128 {m}")
    kz = w.const(bias + mant)
    right = w.val(f"icmp ult {e}, {kz}")
    w.line(f"    brif {right}, block5, block6")
    w.line("")
    w.line("block5:")
    d = w.val(f"isub {kz}, {e}")
    r = w.val(f"ushr {m}, {d}")
    w.line(f"    jump block7({r})")
    w.line("")
    w.line("block6:")
    d = w.val(f"isub {e}, {kz}")
    r = w.val(f"ishl {m}, {d}")
    w.line(f"    jump block7({r})")
    w.line("")
    v = f"v{w.next}"
    w.next += 1
    w.line(f"block7({v}: i128):")
    if signed:
        w.line("    ; negated when a is negative: (v ^ s) - s, s all ones or zero")
        k = w.const(s["bits"] - 1, ty)
        sm = w.val(f"sshr v0, {k}")
        sm = w.val(f"sextend.i128 {sm}")
        x = w.val(f"bxor {v}, {sm}")
        v = w.val(f"isub {x}, {sm}")
    w.line(f"    return {v}")
    w.line("")
    w.line("; Out of range, infinite or NaN.")
    w.line("block4:")
    w.line("    ; NaN: the magnitude, shifted out of the sign, above infinity's")
    k1 = w.const(1, ty)
    mag = w.val(f"ishl v0, {k1}")
    inf = w.const((s["emask"] << (mant + 1)) & ((1 << s["bits"]) - 1), ty)
    nan = w.val(f"icmp ugt {mag}, {inf}")
    int_min = (0, 1 << 63) if signed else (0, 0)
    int_max = ((1 << 64) - 1, (1 << 63) - 1) if signed else ((1 << 64) - 1, (1 << 64) - 1)
    if saturating:
        w.line(f"    brif {nan}, block1, block8")
        w.line("")
        w.line("block8:")
        w.line("    ; the limit on a's side")
        k = w.const(s["bits"] - 1, ty)
        neg = w.val(f"ushr v0, {k}")
        w.line(f"    brif {neg}, block9, block10")
        w.line("")
        w.line("block9:")
        r = const128(w, *int_min)
        w.line(f"    return {r}")
        w.line("")
        w.line("block10:")
        r = const128(w, *int_max)
        w.line(f"    return {r}")
    else:
        w.line(f"    trapnz {nan}, bad_toint")
        if signed:
            w.line("    ; of the rest only -2^127 fits")
            c = w.const(s["neg_2_127"], ty)
            ne = w.val(f"icmp ne v0, {c}")
            w.line(f"    trapnz {ne}, int_ovf")
            r = const128(w, *int_min)
            w.line(f"    return {r}")
        else:
            w.line("    trap int_ovf")
    w.line("}")
    return "\n".join(w.lines) + "\n"


def main():
    out = [
        "; Generated by cpu0-rt/softfloat/i128_float.py: do not edit.",
        ";",
        "; Conversions between floats and 128-bit integers: CLIF's fcvt_from_sint,",
        "; fcvt_from_uint (rounded to nearest, ties to even), fcvt_to_sint,",
        "; fcvt_to_uint (truncating; a NaN traps with bad_toint, a value that does not",
        "; fit with int_ovf) and their _sat forms (a NaN gives 0, out-of-range values",
        "; the nearest limit). Floats travel as their bits: f32 in an i32, f64 in an",
        "; i64. See the generator for how they work.",
        "",
    ]
    for f in FORMATS:
        out.append(unsigned_to_float(f))
        out.append(signed_to_float(f))
        for signed in (True, False):
            for saturating in (False, True):
                out.append(float_to_int(f, signed, saturating))
    here = os.path.dirname(os.path.abspath(__file__))
    with open(os.path.join(here, "..", "src", "i128_float.clif"), "w") as f:
        f.write("\n".join(out))


if __name__ == "__main__":
    main()
