/* IEEE 754 binary32 arithmetic, rounding, comparison, minimum and maximum for the
 * Cpu0 runtime. An f32 travels as its bits in a u32. NaN results are always the
 * canonical quiet NaN 0x7FC00000. Rounding is to nearest, ties to even;
 * subnormals are kept (no flush to zero).
 *
 * Inside, a finite nonzero value is a significand `s` with its leading 1 at bit 30
 * (bits 6..0 lie below the last bit an f32 keeps; bit 0 is sticky) and a biased
 * exponent `e`: the value is s / 2^30 * 2^(e - 127). */

#include "f32.h"

/* ---- Addition and subtraction ------------------------------------------------ */

/* a + b where |a| >= |b|, so a's exponent is the larger. */
INLINE u32 f32_add_ordered(u32 a, u32 b) {
  u32 ea = (a << 1) >> 24, eb = (b << 1) >> 24;
  u32 sign = a & SIGN;
  u32 opposite = (a ^ b) & SIGN;
  if (ea == 0xff) {
    /* a is infinite or NaN (b can be NaN only if a is); inf - inf is NaN */
    if ((a << 1) > 0xff000000u || (a ^ b) == SIGN)
      return F32_NAN;
    return a;
  }
  u32 sb = (b << 8) >> 1;
  if (eb != 0) {
    sb |= 0x40000000u;
  } else {
    if (ea == 0) {
      /* two subnormals (or zeros): exact in fixed point, and a carry out of the
       * fraction makes the smallest normal, as it should */
      u32 mb = b & ~SIGN;
      if (opposite) {
        u32 m = (a & ~SIGN) - mb;
        return m ? sign | m : 0;
      }
      return a + mb;
    }
    if ((b << 1) == 0)
      return a;
    eb = 1; /* a subnormal has the exponent of the smallest normal, no leading 1 */
  }
  u32 d = ea - eb;
  /* |b| < a quarter of a's last place: a is the nearest f32 */
  if (d > 25)
    return a;
  u32 sa = ((a << 8) | SIGN) >> 1;
  /* align b, keeping what falls off as the sticky bit */
  sb = (sb >> d) | nonzero((b << 8) << (31 - d));
  u32 s;
  if (!opposite) {
    s = sa + sb;
    if (s & SIGN) {
      s = (s >> 1) | (s & 1);
      ea++;
      if (ea == 0xff)
        return sign | F32_INF;
    }
  } else {
    s = sa - sb;
    if (s == 0)
      return 0;
    /* cancellation: normalise, but not below the smallest normal's exponent */
    u32 n = clz32(s) - 1;
    if (n >= ea)
      n = ea - 1;
    s <<= n;
    ea -= n;
  }
  return f32_round(sign, (i32)ea, s);
}

INLINE u32 f32_add(u32 a, u32 b) {
  if ((a << 1) >= (b << 1))
    return f32_add_ordered(a, b);
  return f32_add_ordered(b, a);
}

u32 __cpu0_add_f32(u32 a, u32 b) { return f32_add(a, b); }

/* The same, for the cases the fast path in assembly (src/fast/add_f32.s, used on
 * cpu032II) leaves. */
u32 __cpu0_add_f32_general(u32 a, u32 b) { return f32_add(a, b); }

u32 __cpu0_sub_f32(u32 a, u32 b) { return f32_add(a, b ^ SIGN); }

/* ---- Multiplication --------------------------------------------------------- */

/* a * b for any a and b: the path for what the fast one leaves (NaNs,
 * infinities, zeros, subnormals, results out of the normal range). */
NOINLINE u32 __cpu0_mul_f32_general(u32 a, u32 b) {
  u32 sign = (a ^ b) & SIGN;
  i32 ea = (i32)((a << 1) >> 24), eb = (i32)((b << 1) >> 24);
  if (!f32_both_normal(ea, eb)) {
    /* NaN, infinity times anything, zero times anything */
    u32 ma = a << 1, mb = b << 1;
    if (f32_either_nan(a, b))
      return F32_NAN;
    if (ea == 0xff || eb == 0xff)
      return (ma == 0 || mb == 0) ? F32_NAN : sign | F32_INF;
    if (ma == 0 || mb == 0)
      return sign;
  }
  u32 sa, sb;
  f32_sigs(a, b, &ea, &eb, &sa, &sb);
  /* both significands in [2^31, 2^32): the product is in [2^62, 2^64) */
  u64 p = (u64)sa * sb;
  u32 s = hi(p) >> 1 | nonzero(lo(p)) | (hi(p) & 1);
  i32 e = ea + eb - 126;
  if (!(s & 0x40000000u)) {
    s = hi(p) | nonzero(lo(p));
    e--;
  }
  return f32_round_any(sign, e, s);
}

u32 __cpu0_mul_f32(u32 a, u32 b) {
  u32 ea = (a << 1) >> 24, eb = (b << 1) >> 24;
  if (__builtin_expect(((ea - 1) < 0xfe) & ((eb - 1) < 0xfe), 1)) {
    u32 sa = (a << 8) | SIGN, sb = (b << 8) | SIGN;
    /* the product's high word, its leading 1 moved to bit 31 */
    u32 h = mulhi(sa, sb);
    u32 n = clz32(h);
    u32 s = h << n;
    u32 e1 = ea + eb - 127 - n; /* the result's biased exponent, minus 1 */
    if (__builtin_expect(e1 < 0xfe, 1)) {
      /* round at bit 8: up by (bits below + lowest kept bit) > half, the product's
       * low word folded in as sticky */
      u32 m = s >> 8;
      u32 below = (s & 0xff) | nonzero(sa * sb);
      return ((a ^ b) & SIGN) + (e1 << 23) + m + (below + (m & 1) > 0x80);
    }
    /* out of range: an overflow is infinite; a result below a quarter of the
     * smallest subnormal is zero; the rest is for the general path */
    if ((i32)e1 > 0)
      return ((a ^ b) & SIGN) | F32_INF;
    if ((i32)e1 < -25)
      return (a ^ b) & SIGN;
  }
  return __cpu0_mul_f32_general(a, b);
}

/* ---- Division ---------------------------------------------------------------- */

u32 __cpu0_div_f32(u32 a, u32 b) {
  u32 sign = (a ^ b) & SIGN;
  i32 ea = (i32)((a << 1) >> 24), eb = (i32)((b << 1) >> 24);
  if (!f32_both_normal(ea, eb)) {
    /* NaN, infinities, division by or of zero */
    if (f32_either_nan(a, b))
      return F32_NAN;
    if (ea == 0xff)
      return eb == 0xff ? F32_NAN : sign | F32_INF;
    if (eb == 0xff)
      return sign;
    if ((b << 1) == 0)
      return (a << 1) == 0 ? F32_NAN : sign | F32_INF;
    if ((a << 1) == 0)
      return sign;
  }
  u32 sa, sb;
  f32_sigs(a, b, &ea, &eb, &sa, &sb);
  /* 24-bit significands, leading 1 at bit 23; make sa / sb lie in [1, 2) */
  sa >>= 8;
  sb >>= 8;
  i32 e = ea - eb + 127;
  if (sa < sb) {
    sa <<= 1;
    e--;
  }
  /* long division, 8 quotient bits per `divu`: the remainder stays below sb < 2^24 */
  u32 r = sa - sb;
  u32 q1 = (r << 8) / sb;
  r = (r << 8) % sb;
  u32 q2 = (r << 8) / sb;
  r = (r << 8) % sb;
  u32 q3 = (r << 8) / sb;
  r = (r << 8) % sb;
  /* the 25-bit quotient 1.q1q2q3, leading 1 at bit 30, the remainder as sticky */
  u32 s = (0x40000000u | q1 << 22 | q2 << 14 | q3 << 6) | nonzero(r);
  return f32_round_any(sign, e, s);
}

/* ---- Square root ------------------------------------------------------------- */

u32 __cpu0_sqrt_f32(u32 a) {
  i32 e = (i32)(a >> 23);
  u32 m;
  if ((u32)(e - 1) < 0xfe) {
    m = (a << 8) | SIGN;
  } else {
    if ((a << 1) == 0 || a == F32_INF)
      return a; /* +-0, +inf */
    if (a & SIGN || (a << 1) > 0xff000000u)
      return F32_NAN; /* negative, NaN */
    m = f32_subnormal_sig(a, &e);
  }
  /* a = m / 2^31 * 2^(e - 127); make the exponent even: x = a / 2^(e' - 127) in
   * [1, 4), held as X = x * 2^30 in [2^30, 2^32) */
  u32 odd = (u32)(e - 127) & 1;
  u32 x = m >> (1 - odd);
  i32 er = ((e - 127 - (i32)odd) >> 1) + 127;
  /* y ~ sqrt(X) in [2^15, 2^16]: a line through the curve, then two Newton steps */
  u32 y = 23200 + ((((x >> 16) * 43691u)) >> 16);
  y = (y + x / y) >> 1;
  y = (y + x / y) >> 1;
  /* q ~ sqrt(X * 2^18) = sqrt(X) * 2^9 (25 bits): one more step on the remainder */
  i32 rem = (i32)(x - y * y);
  i32 q = (i32)(y << 9) + (rem << 8) / (i32)y;
  /* make q = floor(sqrt(X * 2^18)) exactly: X * 2^18 - q^2 in [0, 2q] */
  u64 big = (u64)x << 18;
  i64 d = (i64)(big - (u64)q * (u32)q);
  while (d < 0) {
    q--;
    d += 2 * (i64)q + 1;
  }
  while (d > 2 * (i64)q) {
    d -= 2 * (i64)q + 1;
    q++;
  }
  /* q in [2^24, 2^25): leading 1 at bit 30 after the shift; bit 0 is sticky */
  u32 s = ((u32)q << 6) | nonzero((u32)d | (u32)(d >> 32));
  return f32_round(0, er, s);
}

/* ---- Fused multiply-add -------------------------------------------------------- */

u32 __cpu0_fma_f32(u32 a, u32 b, u32 c) {
  u32 ma = a << 1, mb = b << 1, mc = c << 1;
  u32 sp = (a ^ b) & SIGN; /* the product's sign */
  if (ma > 0xff000000u || mb > 0xff000000u || mc > 0xff000000u)
    return F32_NAN;
  if (ma == 0xff000000u || mb == 0xff000000u) {
    /* an infinite product, or inf * 0 */
    if (ma == 0 || mb == 0)
      return F32_NAN;
    if (mc == 0xff000000u && (c & SIGN) != sp)
      return F32_NAN;
    return sp | F32_INF;
  }
  if (mc == 0xff000000u)
    return c;
  if (ma == 0 || mb == 0) {
    /* an exact zero product: the sum is c, or a zero whose sign follows the rule
     * for adding zeros */
    if (mc == 0)
      return sp & c;
    return c;
  }
  i32 ea, eb, ec;
  u32 sa = f32_unpack(a, &ea), sb = f32_unpack(b, &eb);
  /* the exact product, leading 1 at bit 60 or 61, exponent as if at bit 60 */
  u64 p = ((u64)sa * sb) << 14;
  i32 ep = ea + eb - 127;
  if (mc == 0) {
    /* round the product alone */
    if (p >> 61) {
      p = (p >> 1) | (p & 1);
      ep++;
    }
    return f32_round_any(sp, ep, hi(p << 2) | nonzero(lo(p << 2)));
  }
  u32 sc = f32_unpack(c, &ec);
  u64 q = (u64)sc << 37; /* leading 1 at bit 60 */
  u32 sq = c & SIGN;
  /* align on the larger exponent */
  u32 sign;
  i32 e;
  if (ep >= ec) {
    q = shr64_sticky(q, (u32)(ep - ec));
    e = ep;
  } else {
    p = shr64_sticky(p, (u32)(ec - ep));
    e = ec;
  }
  u64 s;
  if (sp == sq) {
    s = p + q;
    sign = sp;
  } else if (p >= q) {
    s = p - q;
    sign = sp;
  } else {
    s = q - p;
    sign = sq;
  }
  if (s == 0)
    return 0; /* exact cancellation: +0 */
  /* normalise to the leading 1 at bit 62, then keep 32 bits with a sticky bit */
  u32 n = hi(s) ? clz32(hi(s)) : 32 + clz32(lo(s));
  n -= 1;
  s <<= n;
  e += 2 - (i32)n;
  return f32_round_any(sign, e, hi(s) | nonzero(lo(s)));
}

/* ---- Remainder (C fmod) ------------------------------------------------------- */

u32 __cpu0_rem_f32(u32 a, u32 b) {
  u32 ma = a << 1, mb = b << 1;
  u32 sign = a & SIGN;
  if (ma >= 0xff000000u || mb > 0xff000000u || mb == 0)
    return F32_NAN; /* a infinite or NaN, b NaN or zero */
  if (ma < mb)
    return a; /* also a = +-0 and b = +-inf */
  i32 ea, eb;
  u32 sa = f32_unpack(a, &ea), sb = f32_unpack(b, &eb);
  /* r = sa * 2^(ea - eb) mod sb, 8 bits of the exponent difference per `divu` */
  u32 d = (u32)(ea - eb);
  u32 r = sa % sb;
  while (d >= 8) {
    r = (r << 8) % sb;
    d -= 8;
  }
  r = (r << d) % sb;
  if (r == 0)
    return sign;
  /* exact: normalise r * 2^(eb - 127 - 23) to the leading 1 at bit 30 */
  u32 n = clz32(r) - 1;
  return f32_round_any(sign, eb + 7 - (i32)n, r << n);
}

/* ---- Rounding to an integral value ------------------------------------------- */

/* Which way the rounding routines go. */
INLINE u32 f32_round_int(u32 a, enum rounding mode) {
  u32 e = (a << 1) >> 24;
  u32 sign = a & SIGN;
  if (e >= 127 + 23) {
    /* integral already (no fraction bits), or infinite, or NaN */
    return (a << 1) > 0xff000000u ? F32_NAN : a;
  }
  if (e < 127) {
    /* |a| < 1: the result is +-0 or +-1 */
    u32 mag = a << 1;
    int one = rounds_to_one(mode, sign != 0, mag != 0, mag > (0x3f000000u << 1), e == 126);
    return one ? sign | 0x3f800000u : sign;
  }
  u32 unit = 1u << (150 - e); /* 1..23 fraction bits below it */
  if ((a & (unit - 1)) == 0)
    return a;
  return (u32)round_fraction(mode, a, sign != 0, unit);
}

u32 __cpu0_trunc_f32(u32 a) { return f32_round_int(a, TOWARD_ZERO); }
u32 __cpu0_floor_f32(u32 a) { return f32_round_int(a, DOWN); }
u32 __cpu0_ceil_f32(u32 a) { return f32_round_int(a, UP); }
u32 __cpu0_nearest_f32(u32 a) { return f32_round_int(a, NEAREST_EVEN); }
u32 __cpu0_round_f32(u32 a) { return f32_round_int(a, NEAREST_AWAY); }

/* ---- Comparison, minimum and maximum --------------------------------------------- */

/* a < b for non-NaN a, b with -0 < +0: the bits compare as signed integers,
 * reversed when both are negative. */
INLINE int f32_below(u32 a, u32 b) {
  if ((i32)(a & b) < 0)
    return a > b;
  return (i32)a < (i32)b;
}

/* 1 less, 2 equal, 4 greater, 8 unordered. */
u32 __cpu0_cmp_f32(u32 a, u32 b) {
  if (f32_is_nan(a) || f32_is_nan(b))
    return 8;
  if (a == b || ((a | b) << 1) == 0)
    return 2;
  return f32_below(a, b) ? 1 : 4;
}

/* CLIF fmin/fmax: NaN if either is NaN. */
u32 __cpu0_min_f32(u32 a, u32 b) {
  if (f32_is_nan(a) || f32_is_nan(b))
    return F32_NAN;
  return f32_below(b, a) ? b : a;
}

u32 __cpu0_max_f32(u32 a, u32 b) {
  if (f32_is_nan(a) || f32_is_nan(b))
    return F32_NAN;
  return f32_below(a, b) ? b : a;
}

/* LLVM minnum/maxnum: a NaN operand gives way to a number. */
u32 __cpu0_minnum_f32(u32 a, u32 b) {
  if (f32_is_nan(a))
    return f32_is_nan(b) ? F32_NAN : b;
  if (f32_is_nan(b))
    return a;
  return f32_below(b, a) ? b : a;
}

u32 __cpu0_maxnum_f32(u32 a, u32 b) {
  if (f32_is_nan(a))
    return f32_is_nan(b) ? F32_NAN : b;
  if (f32_is_nan(b))
    return a;
  return f32_below(a, b) ? b : a;
}
