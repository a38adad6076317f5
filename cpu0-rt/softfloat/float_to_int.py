#!/usr/bin/env python3
"""Writes ../src/float_to_int.clif: the runtime's sixteen float-to-integer
conversions (f32/f64 to i32/u32/i64/u64, trapping and saturating), in CLIF.

They are written in CLIF rather than C because the trapping ones must trap with
CLIF's codes (bad_toint, int_ovf), and because the two kinds share everything
but what happens to a value out of range. Each function has the same shape:

  block0  one range check on the magnitude shifted left by one (out of the sign):
          below 2^31 (2^63) for a signed result; for an unsigned one below 2^32
          (2^64) when positive and below 1 when negative
  block1  |a| < 1 (a biased exponent below the bias): 0
  block2  the conversion: the significand, its leading 1 at bit 31 of the top
          word, shifted down by the distance of the exponent from that bit (two
          cases for a 64-bit result: below 2^32, or not), negated when negative
  block3  out of range: for the trapping kind a NaN traps with bad_toint and
          anything else with int_ovf, except the negative values that truncate to
          exactly the smallest signed integer; for the saturating kind a NaN
          gives 0 and anything else the limit on its side

Run by regen.sh; the output is committed.
"""

import os

# Per source format: the name, the CLIF type, how to get (low word, high word,
# magnitude's high word shifted) and the exponent: bits below the exponent in the
# high word, its bias, the fraction bits in the high word (to build the top word).
SOURCES = {
    "f32": dict(ty="i32", exp_shift=24, bias=127, frac=23),
    "f64": dict(ty="i64", exp_shift=21, bias=1023, frac=52),
}

# Per destination: bits, signed.
DESTS = {"i32": (32, True), "u32": (32, False), "i64": (64, True), "u64": (64, False)}


def f32_bits(x):
    """The bits of 2^k as an f32 (x = k), or of 1.0 for k = 0."""
    return (127 + x) << 23


def f64_high(x):
    return (1023 + x) << 20


class Writer:
    """Numbers CLIF values as it goes."""

    def __init__(self):
        self.lines = []
        self.next = 0

    def val(self, text):
        v = f"v{self.next}"
        self.next += 1
        self.lines.append(f"    {v} = {text}")
        return v

    def vals2(self, text):
        a, b = f"v{self.next}", f"v{self.next + 1}"
        self.next += 2
        self.lines.append(f"    {a}, {b} = {text}")
        return a, b

    def line(self, text):
        self.lines.append(text)

    def const(self, value, ty="i32"):
        text = f"{value}" if value < 4096 else f"{value:#x}"
        return self.val(f"iconst.{ty} {text}")


def function(src, dst, saturating, general=False):
    s = SOURCES[src]
    bits, signed = DESTS[dst]
    suffix = "_sat" if saturating else ""
    name = f"__cpu0_{src}_to_{dst}{suffix}{'_general' if general else ''}"
    rty = "i32" if bits == 32 else "i64"
    w = Writer()
    w.line(f"function %{name}({s['ty']}) -> {rty} {{")
    w.line(f"block0(v0: {s['ty']}):")
    w.next = 1
    arg = "v0"
    if src == "f64":
        low, high = w.vals2(f"isplit {arg}")
    else:
        low, high = None, arg
    one = w.const(1)
    mag = w.val(f"ishl {high}, {one}")
    # the range limit on the shifted magnitude's high word
    top_exp = bits - 1 if signed else bits  # |a| < 2^top_exp
    lim = (f32_bits(top_exp) if src == "f32" else f64_high(top_exp)) << 1
    if signed:
        limit = w.const(lim)
        w.line(f"    ; below 2^{top_exp}")
    else:
        below_one = (f32_bits(0) if src == "f32" else f64_high(0)) << 1
        w.line(f"    ; below 2^{top_exp} when positive, below 1 when negative")
        k31 = w.const(31)
        sign = w.val(f"ushr {high}, {k31}")
        diff = lim - below_one
        shift = diff.bit_length() - 1
        assert diff == 1 << shift
        ks = w.const(shift)
        d = w.val(f"ishl {sign}, {ks}")
        base = w.const(lim)
        limit = w.val(f"isub {base}, {d}")
    fits = w.val(f"icmp ult {mag}, {limit}")
    w.line(f"    brif {fits}, block1, block3")
    w.line("")

    # block1: |a| < 1 gives 0
    w.line("block1:")
    ke = w.const(s["exp_shift"])
    e = w.val(f"ushr {mag}, {ke}")
    kb = w.const(s["bias"])
    small = w.val(f"icmp ult {e}, {kb}")
    w.line(f"    brif {small}, block4, block2")
    w.line("")
    w.line("block4:")
    zero = w.const(0, rty)
    w.line(f"    return {zero}")
    w.line("")

    # block2: the conversion
    w.line("block2:")
    # top: the significand's top 32 bits, leading 1 at bit 31
    if src == "f32":
        k8 = w.const(8)
        t = w.val(f"ishl {arg}, {k8}")
        top_e = 158  # the exponent at which the integer is top itself
    else:
        k11 = w.const(11)
        t1 = w.val(f"ishl {high}, {k11}")
        t2 = w.val(f"ushr {low}, {ke}")
        t = w.val(f"bor {t1}, {t2}")
        top_e = 1054
    msb = w.const(0x8000_0000)
    top = w.val(f"bor {t}, {msb}")
    if bits == 32:
        kt = w.const(top_e)
        sh = w.val(f"isub {kt}, {e}")
        v = w.val(f"ushr {top}, {sh}")
        if signed:
            w.line("    ; negated when a is negative: (v ^ s) - s, s all ones or zero")
            k31 = w.const(31)
            s_ = w.val(f"sshr {high}, {k31}")
            x = w.val(f"bxor {v}, {s_}")
            v = w.val(f"isub {x}, {s_}")
        w.line(f"    return {v}")
    else:
        kt1 = w.const(top_e + 1)
        narrow = w.val(f"icmp ult {e}, {kt1}")
        w.line(f"    brif {narrow}, block5, block6")
        w.line("")
        w.line("block5:")
        w.line(f"    ; below 2^32: top >> ({top_e} - e)")
        kt = w.const(top_e)
        sh = w.val(f"isub {kt}, {e}")
        v32 = w.val(f"ushr {top}, {sh}")
        v = w.val(f"uextend.i64 {v32}")
        negate_and_return(w, v, high, signed, "block7", "block8")
        w.line("")
        w.line("block6:")
        w.line(f"    ; k = {top_e + 32} - e: the high word top >> k, the low word")
        w.line("    ; (rest >> k) | ((top << 1) << (31 - k)), rest the significand's next bits")
        k64 = w.const(top_e + 32)
        k = w.val(f"isub {k64}, {e}")
        if src == "f32":
            lo_w = w.val(f"ishl {top}, {one}")
            k31 = w.const(31)
            k2 = w.val(f"isub {k31}, {k}")
            lo_w = w.val(f"ishl {lo_w}, {k2}")
        else:
            rest = w.val(f"ishl {low}, {k11}")
            r = w.val(f"ushr {rest}, {k}")
            t3 = w.val(f"ishl {top}, {one}")
            k31 = w.const(31)
            k2 = w.val(f"isub {k31}, {k}")
            t4 = w.val(f"ishl {t3}, {k2}")
            lo_w = w.val(f"bor {r}, {t4}")
        hi_w = w.val(f"ushr {top}, {k}")
        v = w.val(f"iconcat {lo_w}, {hi_w}")
        negate_and_return(w, v, high, signed, "block9", "block10")
    w.line("")

    # block3: out of range or NaN
    w.line("block3:")
    if src == "f64":
        w.line("    ; NaN: the magnitude above infinity's (a nonzero low word counts as bit 0)")
        z = w.const(0)
        nz = w.val(f"icmp ne {low}, {z}")
        nz = w.val(f"uextend.i32 {nz}")
        m = w.val(f"bor {mag}, {nz}")
        inf = w.const(0x7ff0_0000 << 1 & 0xffff_ffff)
    else:
        m = mag
        inf = w.const(0xff00_0000)
    nan = w.val(f"icmp ugt {m}, {inf}")
    int_min = (1 << (bits - 1)) if signed else 0
    int_max = ((1 << (bits - 1)) - 1) if signed else (1 << bits) - 1
    if saturating:
        w.line(f"    brif {nan}, block4, block11")
        w.line("")
        w.line("block11:")
        w.line("    ; the limit on a's side")
        k31 = w.const(31)
        neg = w.val(f"ushr {high}, {k31}")
        w.line(f"    brif {neg}, block12, block13")
        w.line("")
        w.line("block12:")
        lo_c = w.const(int_min, rty)
        w.line(f"    return {lo_c}")
        w.line("")
        w.line("block13:")
        hi_c = w.const(int_max, rty)
        w.line(f"    return {hi_c}")
    else:
        w.line(f"    trapnz {nan}, bad_toint")
        if signed:
            w.line(f"    ; a negative value above -2^{bits - 1} - 1 truncates to -2^{bits - 1}")
            if src == "f32":
                # no f32 lies between -2^(bits-1) - 1 and -2^(bits-1)
                c = w.const(f32_bits(bits - 1) | 0x8000_0000)
                ne = w.val(f"icmp ne {arg}, {c}")
                w.line(f"    trapnz {ne}, int_ovf")
            else:
                # the f64s in (-2^(bits-1) - 1, -2^(bits-1)]: the high word of
                # -2^(bits-1), a low word below the one of -2^(bits-1) - 1
                c = w.const(f64_high(bits - 1) | 0x8000_0000)
                ne = w.val(f"icmp ne {high}, {c}")
                w.line(f"    trapnz {ne}, int_ovf")
                # -2^(bits-1) - 1 has 52 - (bits-1) fraction bits below the 1
                ulp_low = 1 << (52 - (bits - 1)) if bits - 1 <= 52 else 0
                if ulp_low:
                    c2 = w.const(ulp_low)
                    ge = w.val(f"icmp uge {low}, {c2}")
                    w.line(f"    trapnz {ge}, int_ovf")
                else:
                    z2 = w.const(0)
                    ge = w.val(f"icmp ne {low}, {z2}")
                    w.line(f"    trapnz {ge}, int_ovf")
            r = w.const(int_min, rty)
            w.line(f"    return {r}")
        else:
            w.line("    trap int_ovf")
    w.line("}")
    return "\n".join(w.lines) + "\n"


def negate_and_return(w, v, high, signed, neg_block, pos_block):
    if not signed:
        w.line(f"    return {v}")
        return
    z = w.const(0)
    neg = w.val(f"icmp slt {high}, {z}")
    w.line(f"    brif {neg}, {neg_block}, {pos_block}")
    w.line("")
    w.line(f"{neg_block}:")
    n = w.val(f"ineg {v}")
    w.line(f"    return {n}")
    w.line("")
    w.line(f"{pos_block}:")
    w.line(f"    return {v}")


def main():
    out = [
        "; Generated by cpu0-rt/softfloat/float_to_int.py: do not edit.",
        ";",
        "; The float-to-integer conversions: CLIF's fcvt_to_sint and fcvt_to_uint",
        "; (truncate toward zero; a NaN traps with bad_toint, a truncation that does",
        "; not fit with int_ovf) and fcvt_to_sint_sat and fcvt_to_uint_sat (a NaN",
        "; gives 0, out-of-range values the nearest limit). Floats travel as their",
        "; bits: f32 in an i32, f64 in an i64.",
        "",
    ]
    for src in SOURCES:
        for dst in DESTS:
            for saturating in (False, True):
                out.append(function(src, dst, saturating))
    # The same again under another name, for the assembly fast paths of f64 to
    # i64 (src/fast/f64_to_i64.s) to jump to with what they leave.
    for saturating in (False, True):
        out.append(function("f64", "i64", saturating, general=True))
    here = os.path.dirname(os.path.abspath(__file__))
    with open(os.path.join(here, "..", "src", "float_to_int.clif"), "w") as f:
        f.write("\n".join(out))


if __name__ == "__main__":
    main()
