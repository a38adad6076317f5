#!/usr/bin/env python3
"""Writes the float filetests tests/filetests/run/float-*.clif.

Every expected value is computed here, independently of the Cpu0 backend and its
runtime: exactly, with Python's rational numbers (fractions.Fraction), rounded to
binary32/binary64 by `round_to` below (round to nearest, ties to even,
subnormals, overflow to infinity). Python's own float (binary64) is used only for
`math.sqrt`, which is correctly rounded.

NaN results are the canonical quiet NaN with a positive sign (+NaN), as the
project fixes (issue 12; what Cranelift's NaN canonicalisation and RISC-V give).
Cases whose result is a NaN made from non-NaN operands, or that start from a
non-canonical NaN, go to float-nan.clif, which has no `test interpret`: the
interpreter uses the host's NaN rules (x86: a negative default NaN, payloads
propagated).

Run from the repository root: python3 tests/filetests/float_gen.py
"""

import math
import random
from fractions import Fraction

HERE = "tests/filetests/run"


class Fmt:
    def __init__(self, name, bits, exp_bits, prec):
        self.name, self.bits, self.exp_bits, self.prec = name, bits, exp_bits, prec
        self.bias = (1 << (exp_bits - 1)) - 1
        self.emin = 1 - self.bias
        self.emax = self.bias
        self.sign = 1 << (bits - 1)
        self.exp_mask = ((1 << exp_bits) - 1) << (prec - 1)
        self.frac_mask = (1 << (prec - 1)) - 1
        self.qnan = self.exp_mask | (1 << (prec - 2))
        self.inf = self.exp_mask

    def is_nan(self, b):
        return (b & ~self.sign) > self.inf

    def is_inf(self, b):
        return (b & ~self.sign) == self.inf

    def neg(self, b):
        return bool(b & self.sign)

    def value(self, b):
        """The exact value of a finite float."""
        e = (b & self.exp_mask) >> (self.prec - 1)
        f = b & self.frac_mask
        if e == 0:
            v = Fraction(f, 1 << (self.prec - 1)) * Fraction(2) ** self.emin
        else:
            v = Fraction(f | (1 << (self.prec - 1)), 1 << (self.prec - 1)) * Fraction(2) ** (e - self.bias)
        return -v if self.neg(b) else v

    def round_to(self, x, neg_zero=False):
        """The float nearest to the rational x (ties to even)."""
        if x == 0:
            return self.sign if neg_zero else 0
        sign = self.sign if x < 0 else 0
        a = abs(x)
        e = a.numerator.bit_length() - a.denominator.bit_length()
        if Fraction(2) ** e > a:
            e -= 1
        e = max(e, self.emin)
        while True:
            q = Fraction(2) ** (e - (self.prec - 1))
            n = a / q
            whole = n.numerator // n.denominator
            rest = n - whole
            if rest > Fraction(1, 2) or (rest == Fraction(1, 2) and whole % 2 == 1):
                whole += 1
            if whole >= (1 << self.prec):
                e += 1
                continue
            break
        if e > self.emax:
            return sign | self.inf
        if whole < (1 << (self.prec - 1)):
            return sign | whole  # subnormal (or zero after rounding)
        return sign | ((e + self.bias) << (self.prec - 1)) | (whole - (1 << (self.prec - 1)))

    def clif(self, b):
        """CLIF text of the float with bits b."""
        s = "-" if self.neg(b) else "+"
        m = b & ~self.sign
        if m == self.inf:
            return s + "Inf"
        if m > self.inf:
            payload = m & self.frac_mask
            quiet = 1 << (self.prec - 2)
            if payload & quiet:
                rest = payload & ~quiet
                return s + "NaN" + (":0x%x" % rest if rest else "")
            return s + "sNaN:0x%x" % payload
        e = m >> (self.prec - 1)
        f = m & self.frac_mask
        # The fraction field as hex digits, left-aligned to whole nibbles.
        nibbles = (self.prec - 1 + 3) // 4
        fhex = ("%0*x" % (nibbles, f << (nibbles * 4 - (self.prec - 1)))).rstrip("0") or "0"
        sign = "-" if self.neg(b) else ""
        if e == 0:
            if f == 0:
                return sign + "0x0.0"
            return "%s0x0.%sp%d" % (sign, fhex, self.emin)
        return "%s0x1.%sp%d" % (sign, fhex, e - self.bias)


F32 = Fmt("f32", 32, 8, 24)
F64 = Fmt("f64", 64, 11, 53)


def specials(F):
    one = F.round_to(Fraction(1))
    vals = [
        0, F.sign,  # +-0
        1, F.sign | 1,  # +-min subnormal
        F.frac_mask, F.sign | F.frac_mask,  # +-max subnormal
        1 << (F.prec - 1), F.sign | (1 << (F.prec - 1)),  # +-min normal
        F.inf - 1, F.sign | (F.inf - 1),  # +-max normal
        F.inf, F.sign | F.inf,
        one, F.sign | one,
        F.round_to(Fraction(1, 2)), F.round_to(Fraction(3, 2)), F.round_to(Fraction(-5, 2)),
        F.round_to(Fraction(10)), F.round_to(Fraction(1, 3)), F.round_to(Fraction(-7, 3)),
    ]
    return vals


def rand_finite(F, rng):
    while True:
        b = rng.getrandbits(F.bits)
        if not F.is_nan(b) and not F.is_inf(b):
            return b


def rand_moderate(F, rng):
    """A random float of magnitude near 1 (so sums and products stay normal)."""
    e = rng.randint(-20, 20)
    f = rng.getrandbits(F.prec - 1)
    s = F.sign if rng.random() < 0.5 else 0
    return s | ((e + F.bias) << (F.prec - 1)) | f


# ---------------------------------------------------------------------------
# Reference semantics (None = the canonical NaN)

NAN = None


def ref_add(F, a, b, negate_b=False):
    if negate_b:
        b ^= F.sign
    if F.is_nan(a) or F.is_nan(b):
        return NAN
    if F.is_inf(a) and F.is_inf(b):
        return a if F.neg(a) == F.neg(b) else NAN
    if F.is_inf(a):
        return a
    if F.is_inf(b):
        return b
    x = F.value(a) + F.value(b)
    if x == 0:
        return F.round_to(x, neg_zero=F.neg(a) and F.neg(b))
    return F.round_to(x)


def ref_mul(F, a, b):
    if F.is_nan(a) or F.is_nan(b):
        return NAN
    sign = F.neg(a) != F.neg(b)
    za, zb = (a & ~F.sign) == 0, (b & ~F.sign) == 0
    if (F.is_inf(a) and zb) or (F.is_inf(b) and za):
        return NAN
    if F.is_inf(a) or F.is_inf(b):
        return (F.sign if sign else 0) | F.inf
    x = F.value(a) * F.value(b)
    return F.round_to(x, neg_zero=sign)


def ref_div(F, a, b):
    if F.is_nan(a) or F.is_nan(b):
        return NAN
    sign = F.neg(a) != F.neg(b)
    za, zb = (a & ~F.sign) == 0, (b & ~F.sign) == 0
    if (F.is_inf(a) and F.is_inf(b)) or (za and zb):
        return NAN
    if F.is_inf(a) or zb:
        return (F.sign if sign else 0) | F.inf
    if F.is_inf(b):
        return F.sign if sign else 0
    return F.round_to(F.value(a) / F.value(b), neg_zero=sign)


def ref_sqrt(F, a):
    if F.is_nan(a):
        return NAN
    if (a & ~F.sign) == 0:
        return a
    if F.neg(a):
        return NAN
    if F.is_inf(a):
        return a
    r = math.sqrt(float(F.value(a)))  # correctly rounded binary64
    return F.round_to(Fraction(r))  # binary64 -> binary32 is safe for sqrt


def ref_fma(F, a, b, c):
    if F.is_nan(a) or F.is_nan(b) or F.is_nan(c):
        return NAN
    psign = F.neg(a) != F.neg(b)
    za, zb = (a & ~F.sign) == 0, (b & ~F.sign) == 0
    if (F.is_inf(a) and zb) or (F.is_inf(b) and za):
        return NAN
    if F.is_inf(a) or F.is_inf(b):
        if F.is_inf(c) and F.neg(c) != psign:
            return NAN
        return (F.sign if psign else 0) | F.inf
    if F.is_inf(c):
        return c
    p = F.value(a) * F.value(b)
    x = p + F.value(c)
    if x == 0:
        pzero_neg = psign
        if p == 0 and F.value(c) == 0:
            return F.round_to(x, neg_zero=pzero_neg and F.neg(c))
        return F.round_to(x)
    return F.round_to(x)


def ref_minmax(F, a, b, is_max):
    if F.is_nan(a) or F.is_nan(b):
        return NAN
    def key(v):
        if F.is_inf(v):
            return (1 if not F.neg(v) else -1, 0, 0)
        val = F.value(v)
        return (0, val, 0 if F.neg(v) else 1)  # -0 < +0
    ka, kb = key(a), key(b)
    if is_max:
        return a if ka >= kb else b
    return a if ka <= kb else b


def ref_round(F, a, mode):
    if F.is_nan(a):
        return NAN
    if F.is_inf(a) or (a & ~F.sign) == 0:
        return a
    x = F.value(a)
    fl = x.numerator // x.denominator
    if mode == "floor":
        r = fl
    elif mode == "ceil":
        r = fl if fl == x else fl + 1
    elif mode == "trunc":
        r = fl if x >= 0 or fl == x else fl + 1
    else:  # nearest, ties to even
        rest = x - fl
        r = fl
        if rest > Fraction(1, 2) or (rest == Fraction(1, 2) and fl % 2 == 1):
            r = fl + 1
    return F.round_to(Fraction(r), neg_zero=F.neg(a))


CONDS = ["eq", "ne", "lt", "le", "gt", "ge", "ord", "uno", "one", "ueq", "ult", "ule", "ugt", "uge"]


def ref_cmp(F, a, b, cc):
    if F.is_nan(a) or F.is_nan(b):
        rel = "un"
    else:
        def val(v):
            if F.is_inf(v):
                return -(Fraction(10) ** 400) if F.neg(v) else Fraction(10) ** 400
            return F.value(v)
        va, vb = val(a), val(b)
        rel = "lt" if va < vb else ("gt" if va > vb else "eq")
    table = {
        "eq": {"eq"}, "ne": {"lt", "gt", "un"}, "lt": {"lt"}, "le": {"lt", "eq"},
        "gt": {"gt"}, "ge": {"gt", "eq"}, "ord": {"lt", "eq", "gt"}, "uno": {"un"},
        "one": {"lt", "gt"}, "ueq": {"un", "eq"}, "ult": {"un", "lt"},
        "ule": {"un", "lt", "eq"}, "ugt": {"un", "gt"}, "uge": {"un", "gt", "eq"},
    }
    return 1 if rel in table[cc] else 0


def ref_to_int(F, a, signed, bits, sat):
    """('ok', value) or ('trap', code)."""
    lo = -(1 << (bits - 1)) if signed else 0
    hi = (1 << (bits - 1)) - 1 if signed else (1 << bits) - 1
    if F.is_nan(a):
        return ("ok", 0) if sat else ("trap", "bad_toint")
    if F.is_inf(a):
        if sat:
            return ("ok", lo if F.neg(a) else hi)
        return ("trap", "int_ovf")
    x = F.value(a)
    t = x.numerator // x.denominator
    if x < 0 and t != x:
        t += 1  # toward zero
    if t < lo or t > hi:
        if sat:
            return ("ok", lo if t < lo else hi)
        return ("trap", "int_ovf")
    return ("ok", t)


def int_text(v):
    return str(v)


# ---------------------------------------------------------------------------
# Writing the files

class File:
    def __init__(self, name, interpret):
        self.name = name
        self.lines = ["; Generated by tests/filetests/float_gen.py: do not edit; edit the script."]
        if interpret:
            self.lines.append("test interpret")
        self.lines.append("test run")
        self.lines.append("")

    def func(self, text):
        self.lines.append(text.strip("\n"))

    def run(self, line):
        self.lines.append("; run: " + line)

    def blank(self):
        self.lines.append("")

    def write(self):
        with open("%s/%s" % (HERE, self.name), "w") as f:
            f.write("\n".join(self.lines).rstrip("\n") + "\n")


def result_text(F, r):
    return "+NaN" if r is NAN else F.clif(r)


def nan_involved(F, args, r):
    """Whether a case belongs in the run-only NaN file: a NaN result from non-NaN
    operands, or any non-canonical NaN operand."""
    if any(F.is_nan(x) and x != F.qnan for x in args):
        return True
    return r is NAN and not any(F.is_nan(x) for x in args)


def main():
    rng = random.Random(20261124)
    main_files = {}
    nan_file = File("float-nan.clif", interpret=False)

    def out(name):
        if name not in main_files:
            main_files[name] = File(name, interpret=True)
        return main_files[name]

    for F in (F32, F64):
        t = F.name
        sp = specials(F)
        nans = [F.qnan, F.qnan | F.sign, F.qnan | 1, F.exp_mask | 1]  # +NaN, -NaN, payload, sNaN

        # ---- binary arithmetic
        ops = [("fadd", lambda a, b: ref_add(F, a, b)), ("fsub", lambda a, b: ref_add(F, a, b, True)),
               ("fmul", lambda a, b: ref_mul(F, a, b)), ("fdiv", lambda a, b: ref_div(F, a, b))]
        for op, ref in ops:
            name = "%%%s_%s" % (op, t)
            text = "function %s(%s, %s) -> %s {\nblock0(v0: %s, v1: %s):\n    v2 = %s v0, v1\n    return v2\n}" % (
                name, t, t, t, t, t, op)
            f = out("float-arith.clif")
            f.func(text)
            nan_file.func(text)
            pairs = [(a, b) for a in sp for b in sp]
            pairs = rng.sample(pairs, 60)
            pairs += [(rand_moderate(F, rng), rand_moderate(F, rng)) for _ in range(25)]
            pairs += [(rand_finite(F, rng), rand_finite(F, rng)) for _ in range(15)]
            # near-halfway: a + tiny, one-ulp neighbours
            for _ in range(10):
                a = rand_moderate(F, rng)
                pairs.append((a, (a & F.sign) | ((((a >> (F.prec - 1)) & ((1 << F.exp_bits) - 1)) - F.prec) << (F.prec - 1)) | rng.getrandbits(F.prec - 1)))
            pairs += [(n, sp[rng.randrange(len(sp))]) for n in nans] + [(sp[rng.randrange(len(sp))], n) for n in nans]
            for a, b in pairs:
                r = ref(a, b)
                line = "%s(%s, %s) == %s" % (name, F.clif(a), F.clif(b), result_text(F, r))
                (nan_file if nan_involved(F, [a, b], r) else f).run(line)
            f.blank()
            nan_file.blank()

        # ---- sqrt
        name = "%%sqrt_%s" % t
        text = "function %s(%s) -> %s {\nblock0(v0: %s):\n    v1 = sqrt v0\n    return v1\n}" % (name, t, t, t)
        f = out("float-arith.clif")
        f.func(text)
        nan_file.func(text)
        vals = sp + [rand_finite(F, rng) & ~F.sign for _ in range(30)] + [rand_moderate(F, rng) for _ in range(10)] + nans
        for a in vals:
            r = ref_sqrt(F, a)
            line = "%s(%s) == %s" % (name, F.clif(a), result_text(F, r))
            (nan_file if nan_involved(F, [a], r) else f).run(line)
        f.blank()
        nan_file.blank()

        # ---- fma
        name = "%%fma_%s" % t
        text = "function %s(%s, %s, %s) -> %s {\nblock0(v0: %s, v1: %s, v2: %s):\n    v3 = fma v0, v1, v2\n    return v3\n}" % (
            name, t, t, t, t, t, t, t)
        f.func(text)
        nan_file.func(text)
        triples = [(rng.choice(sp), rng.choice(sp), rng.choice(sp)) for _ in range(50)]
        triples += [(rand_moderate(F, rng), rand_moderate(F, rng), rand_moderate(F, rng)) for _ in range(30)]
        # cancellation: c = -(a*b) rounded, so the exact residue shows
        for _ in range(15):
            a, b = rand_moderate(F, rng), rand_moderate(F, rng)
            c = F.round_to(-(F.value(a) * F.value(b)))
            triples.append((a, b, c))
        triples += [(nans[0], sp[12], sp[13]), (sp[12], nans[1], sp[0]), (sp[0], sp[10], sp[12])]
        for a, b, c in triples:
            r = ref_fma(F, a, b, c)
            line = "%s(%s, %s, %s) == %s" % (name, F.clif(a), F.clif(b), F.clif(c), result_text(F, r))
            (nan_file if nan_involved(F, [a, b, c], r) else f).run(line)
        f.blank()
        nan_file.blank()

        # ---- fneg, fabs, fcopysign: exact bit operations, NaNs included
        f = out("float-sign.clif")
        for op in ("fneg", "fabs"):
            name = "%%%s_%s" % (op, t)
            f.func("function %s(%s) -> %s {\nblock0(v0: %s):\n    v1 = %s v0\n    return v1\n}" % (name, t, t, t, op))
            for a in sp + [rand_finite(F, rng) for _ in range(8)]:
                r = a ^ F.sign if op == "fneg" else a & ~F.sign
                f.run("%s(%s) == %s" % (name, F.clif(a), F.clif(r)))
            f.blank()
        name = "%%fcopysign_%s" % t
        f.func("function %s(%s, %s) -> %s {\nblock0(v0: %s, v1: %s):\n    v2 = fcopysign v0, v1\n    return v2\n}" % (name, t, t, t, t, t))
        for _ in range(30):
            a, b = rng.choice(sp + [rand_finite(F, rng)]), rng.choice(sp + [rand_finite(F, rng)])
            f.run("%s(%s, %s) == %s" % (name, F.clif(a), F.clif(b), F.clif((a & ~F.sign) | (b & F.sign))))
        f.blank()

        # ---- fmin, fmax
        f = out("float-minmax.clif")
        for op in ("fmin", "fmax"):
            name = "%%%s_%s" % (op, t)
            text = "function %s(%s, %s) -> %s {\nblock0(v0: %s, v1: %s):\n    v2 = %s v0, v1\n    return v2\n}" % (
                name, t, t, t, t, t, op)
            f.func(text)
            nan_file.func(text)
            pairs = rng.sample([(a, b) for a in sp for b in sp], 50) + [(sp[0], sp[1]), (sp[1], sp[0])]
            pairs += [(rand_finite(F, rng), rand_finite(F, rng)) for _ in range(15)]
            pairs += [(nans[0], sp[12]), (sp[13], nans[0]), (nans[2], sp[0]), (sp[0], nans[3])]
            for a, b in pairs:
                r = ref_minmax(F, a, b, op == "fmax")
                line = "%s(%s, %s) == %s" % (name, F.clif(a), F.clif(b), result_text(F, r))
                (nan_file if nan_involved(F, [a, b], r) else f).run(line)
            f.blank()
            nan_file.blank()

        # ---- ceil, floor, trunc, nearest
        f = out("float-round.clif")
        halves = [F.round_to(Fraction(k, 2)) for k in range(-9, 10)]
        for op in ("ceil", "floor", "trunc", "nearest"):
            name = "%%%s_%s" % (op, t)
            text = "function %s(%s) -> %s {\nblock0(v0: %s):\n    v1 = %s v0\n    return v1\n}" % (name, t, t, t, op)
            f.func(text)
            nan_file.func(text)
            vals = sp + halves + [rand_moderate(F, rng) for _ in range(15)] + [rand_finite(F, rng) for _ in range(5)]
            vals += [F.round_to(Fraction(2) ** (F.prec - 1) + Fraction(1, 2)), F.round_to(-Fraction(2) ** (F.prec - 2) - Fraction(1, 2))]
            vals += nans
            for a in vals:
                r = ref_round(F, a, op)
                line = "%s(%s) == %s" % (name, F.clif(a), result_text(F, r))
                (nan_file if nan_involved(F, [a], r) else f).run(line)
            f.blank()
            nan_file.blank()

        # ---- fcmp, as a value and as a branch
        f = out("float-cmp.clif")
        for cc in CONDS:
            name = "%%fcmp_%s_%s" % (cc, t)
            f.func("function %s(%s, %s) -> i8 {\nblock0(v0: %s, v1: %s):\n    v2 = fcmp %s v0, v1\n    return v2\n}" % (
                name, t, t, t, t, cc))
            bname = "%%brif_fcmp_%s_%s" % (cc, t)
            f.func("function %s(%s, %s) -> i32 {\nblock0(v0: %s, v1: %s):\n    v2 = fcmp %s v0, v1\n    brif v2, block1, block2\nblock1:\n    v3 = iconst.i32 1\n    return v3\nblock2:\n    v4 = iconst.i32 0\n    return v4\n}" % (
                bname, t, t, t, t, cc))
            pairs = [(sp[0], sp[1]), (sp[12], sp[12]), (sp[12], sp[13]), (sp[13], sp[12]), (sp[10], sp[11]),
                     (sp[2], sp[0]), (sp[8], sp[9])]
            pairs += [(nans[0], sp[12]), (sp[12], nans[0]), (nans[0], nans[0])]
            pairs += [(rand_finite(F, rng), rand_finite(F, rng)) for _ in range(4)]
            for a, b in pairs:
                r = ref_cmp(F, a, b, cc)
                f.run("%s(%s, %s) == %d" % (name, F.clif(a), F.clif(b), r))
                f.run("%s(%s, %s) == %d" % (bname, F.clif(a), F.clif(b), r))
            f.blank()

        # ---- float to int, trapping and saturating
        f = out("float-to-int.clif")
        for signed in (True, False):
            for bits in (8, 16, 32, 64):
                for sat in (False, True):
                    op = "fcvt_to_%sint%s" % ("s" if signed else "u", "_sat" if sat else "")
                    ity = "i%d" % bits
                    name = "%%%s_%s_%s" % (op, t, ity)
                    f.func("function %s(%s) -> %s {\nblock0(v0: %s):\n    v1 = %s.%s v0\n    return v1\n}" % (
                        name, t, ity, t, op, ity))
                    lo = -(1 << (bits - 1)) if signed else 0
                    hi = (1 << (bits - 1)) - 1 if signed else (1 << bits) - 1
                    edges = [lo, hi, lo - 1, hi + 1]
                    vals = sp[:12] + [F.qnan, F.qnan | F.sign]
                    for e in edges:
                        for d in (Fraction(0), Fraction(1, 2), Fraction(-1, 2), Fraction(9, 10), Fraction(-9, 10)):
                            vals.append(F.round_to(Fraction(e) + d))
                    vals += [F.round_to(Fraction(rng.randint(lo, hi)) + Fraction(rng.randint(-9, 9), 10)) for _ in range(8)]
                    seen = set()
                    for a in vals:
                        if a in seen:
                            continue
                        seen.add(a)
                        kind, v = ref_to_int(F, a, signed, bits, sat)
                        if kind == "trap":
                            f.run("%s(%s) trap %s" % (name, F.clif(a), v))
                        else:
                            if not signed and v >= (1 << (bits - 1)):
                                v -= 1 << bits  # run lines take the signed reading
                            f.run("%s(%s) == %d" % (name, F.clif(a), v))
                    f.blank()

        # ---- int to float
        f = out("float-from-int.clif")
        for signed in (True, False):
            for bits in (8, 16, 32, 64):
                op = "fcvt_from_%sint" % ("s" if signed else "u")
                ity = "i%d" % bits
                name = "%%%s_%s_%s" % (op, ity, t)
                f.func("function %s(%s) -> %s {\nblock0(v0: %s):\n    v1 = %s.%s v0\n    return v1\n}" % (
                    name, ity, t, ity, op, t))
                vals = [0, 1, -1, 2, 3, (1 << (bits - 1)) - 1, -(1 << (bits - 1)), (1 << (bits - 2)) + 1]
                vals += [rng.getrandbits(bits) for _ in range(10)]
                # halfway cases of wide integers: 2^k + 2^(k-prec) (+ 1)
                if bits > F.prec:
                    for k in (F.prec + 1, bits - 2):
                        vals += [(1 << k) + (1 << (k - F.prec)), (1 << k) + 3 * (1 << (k - F.prec)),
                                 (1 << k) + (1 << (k - F.prec)) + 1]
                for raw in vals:
                    raw &= (1 << bits) - 1
                    as_signed = raw - (1 << bits) if raw >= (1 << (bits - 1)) else raw
                    x = as_signed if signed else raw
                    r = F.round_to(Fraction(x))
                    f.run("%s(%d) == %s" % (name, as_signed, F.clif(r)))
                f.blank()

    # ---- fpromote, fdemote
    f = out("float-promote-demote.clif")
    f.func("function %fpromote(f32) -> f64 {\nblock0(v0: f32):\n    v1 = fpromote.f64 v0\n    return v1\n}")
    nan_file.func("function %fpromote(f32) -> f64 {\nblock0(v0: f32):\n    v1 = fpromote.f64 v0\n    return v1\n}")
    for a in specials(F32) + [rand_finite(F32, rng) for _ in range(20)] + [F32.qnan, F32.qnan | 5, F32.exp_mask | 3]:
        if F32.is_nan(a):
            r = NAN
        elif F32.is_inf(a):
            r = F64.sign | F64.inf if F32.neg(a) else F64.inf
        else:
            r = F64.round_to(F32.value(a), neg_zero=F32.neg(a))
        line = "%%fpromote(%s) == %s" % (F32.clif(a), result_text(F64, r))
        (nan_file if (F32.is_nan(a) and a != F32.qnan) else f).run(line)
    f.blank()
    nan_file.blank()
    f.func("function %fdemote(f64) -> f32 {\nblock0(v0: f64):\n    v1 = fdemote.f32 v0\n    return v1\n}")
    nan_file.func("function %fdemote(f64) -> f32 {\nblock0(v0: f64):\n    v1 = fdemote.f32 v0\n    return v1\n}")
    vals = specials(F64) + [rand_finite(F64, rng) for _ in range(10)] + [rand_moderate(F64, rng) for _ in range(15)]
    # f64 values exactly halfway between f32 neighbours, and f32 subnormal range
    for _ in range(8):
        a = rand_moderate(F32, rng)
        vals.append(F64.round_to(F32.value(a) + F32.value(a) / (1 << 24)))
    vals += [F64.round_to(Fraction(2) ** -140 * Fraction(3, 2)), F64.round_to(Fraction(2) ** -149 / 2),
             F64.round_to(Fraction(2) ** 128), F64.round_to(Fraction(2) ** 128 - Fraction(2) ** 103)]
    vals += [F64.qnan, F64.qnan | 7, F64.exp_mask | 1]
    for a in vals:
        if F64.is_nan(a):
            r = NAN
        elif F64.is_inf(a):
            r = F32.sign | F32.inf if F64.neg(a) else F32.inf
        else:
            r = F32.round_to(F64.value(a), neg_zero=F64.neg(a))
        line = "%%fdemote(%s) == %s" % (F64.clif(a), result_text(F32, r))
        (nan_file if (F64.is_nan(a) and a != F64.qnan) else f).run(line)
    f.blank()

    differs = File("float-i128-interpreter-differs.clif", interpret=False)
    differs.lines[1:1] = [
        "; Conversions from floats to i128 where cranelift-interpreter 0.135 departs",
        "; from CLIF, so no `test interpret`: it truncates through a saturating",
        "; f64-to-i128 cast, so the trapping forms never trap on values out of range",
        "; (they saturate), and unsigned results stop at 2^127 - 1.",
    ]
    i128_conversions(out("float-i128.clif"), differs, random.Random(20261125))
    differs.write()

    for file in main_files.values():
        file.write()
    nan_file.write()


def hex128(v):
    """An i128 run-line value: its two's complement bits in hex."""
    return "0x%032x" % (v & ((1 << 128) - 1))


def interpreter_to_i128(F, a, signed, sat):
    """What cranelift-interpreter 0.135 gives for a conversion to i128: NaN
    as CLIF says, anything else truncated and clamped to the i128 range, then
    checked (or clamped) against the result's range."""
    if F.is_nan(a):
        return ("ok", 0) if sat else ("trap", "bad_toint")
    if F.is_inf(a):
        t = -(1 << 200) if F.neg(a) else 1 << 200
    else:
        x = F.value(a)
        t = x.numerator // x.denominator
        if x < 0 and t != x:
            t += 1
    t = max(-(1 << 127), min(t, (1 << 127) - 1))
    if not signed and t < 0:
        return ("ok", 0) if sat else ("trap", "int_ovf")
    return ("ok", t)


def i128_conversions(f, differs, rng):
    """Conversions between floats and i128 (a file of their own, with its own
    random numbers, so that the other files do not change); the cases the
    interpreter gets wrong go to `differs`."""
    bits = 128
    for F in (F32, F64):
        t = F.name
        sp = specials(F)
        for signed in (True, False):
            for sat in (False, True):
                op = "fcvt_to_%sint%s" % ("s" if signed else "u", "_sat" if sat else "")
                name = "%%%s_%s_i128" % (op, t)
                text = "function %s(%s) -> i128 {\nblock0(v0: %s):\n    v1 = %s.i128 v0\n    return v1\n}" % (
                    name, t, t, op)
                f.func(text)
                differs_func = False
                lo = -(1 << (bits - 1)) if signed else 0
                hi = (1 << (bits - 1)) - 1 if signed else (1 << bits) - 1
                vals = sp[:12] + [F.qnan, F.qnan | F.sign]
                for e in (lo, hi, lo - 1, hi + 1, 1 << 64, -(1 << 64), 1 << 63):
                    for d in (Fraction(0), Fraction(1, 2), Fraction(-1, 2), Fraction(9, 10), Fraction(-9, 10)):
                        x = F.round_to(Fraction(e) + d)
                        vals += [x, x + 1, x - 1]  # and the floats beside it
                vals += [F.round_to(Fraction(rng.randint(lo, hi)) + Fraction(rng.randint(-9, 9), 10)) for _ in range(12)]
                vals += [F.round_to(Fraction(rng.getrandbits(rng.randint(1, 127)))) for _ in range(8)]
                seen = set()
                for a in vals:
                    a &= (1 << F.bits) - 1
                    if a in seen or F.is_nan(a) and a not in (F.qnan, F.qnan | F.sign):
                        continue
                    seen.add(a)
                    kind, v = ref_to_int(F, a, signed, bits, sat)
                    if kind == "trap":
                        line = "%s(%s) trap %s" % (name, F.clif(a), v)
                    else:
                        line = "%s(%s) == %s" % (name, F.clif(a), hex128(v))
                    if interpreter_to_i128(F, a, signed, sat) == (kind, v):
                        f.run(line)
                        continue
                    if not differs_func:
                        differs.func(text)
                        differs_func = True
                    differs.run(line)
                f.blank()
                if differs_func:
                    differs.blank()
        for signed in (True, False):
            op = "fcvt_from_%sint" % ("s" if signed else "u")
            name = "%%%s_i128_%s" % (op, t)
            f.func("function %s(i128) -> %s {\nblock0(v0: i128):\n    v1 = %s.%s v0\n    return v1\n}" % (
                name, t, op, t))
            vals = [0, 1, -1, 2, 3, (1 << (bits - 1)) - 1, -(1 << (bits - 1)), (1 << (bits - 2)) + 1,
                    (1 << 64) - 1, 1 << 64, -(1 << 63), -(1 << 63) - 1, (1 << 128) - (1 << 103),
                    (1 << 128) - (1 << 104), (1 << 128) - (1 << 103) - 1]
            vals += [rng.getrandbits(bits) for _ in range(10)]
            vals += [rng.getrandbits(rng.randint(1, 127)) for _ in range(10)]
            # halfway cases: 2^k + 2^(k-prec) (a tie), + 3 * 2^(k-prec), and a
            # tie plus a bit far below, for a k in the high word
            for k in (F.prec + 1, 70, 100, bits - 2, bits - 1):
                vals += [(1 << k) + (1 << (k - F.prec)), (1 << k) + 3 * (1 << (k - F.prec)),
                         (1 << k) + (1 << (k - F.prec)) + 1, (1 << k) + (1 << (k - F.prec)) - 1]
            for raw in vals:
                raw &= (1 << bits) - 1
                as_signed = raw - (1 << bits) if raw >= (1 << (bits - 1)) else raw
                x = as_signed if signed else raw
                r = F.round_to(Fraction(x))
                f.run("%s(%s) == %s" % (name, hex128(raw), F.clif(r)))
            f.blank()


if __name__ == "__main__":
    main()
