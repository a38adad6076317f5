/* IEEE 754 binary64 addition, subtraction, multiplication, division and square
 * root for the Cpu0 runtime. An f64 travels as its bits in a u64. NaN results
 * are always the canonical quiet NaN 0x7FF8000000000000. Rounding is to nearest,
 * ties to even; subnormals are kept (no flush to zero).
 *
 * Inside, a finite nonzero value is a significand `s` with its leading 1 at bit
 * 62 (bits 9..0 lie below the last bit an f64 keeps; bit 0 is sticky) and a
 * biased exponent `e`: the value is s / 2^62 * 2^(e - 1023). */

#include "f64.h"

/* ---- Addition and subtraction ------------------------------------------------ */

/* a + b where |a| >= |b|, so a's exponent is the larger. */
INLINE u64 f64_add_ordered(u64 a, u64 b) {
  u32 ah = hi(a), bh = hi(b);
  u32 ea = (ah << 1) >> 21, eb = (bh << 1) >> 21;
  u32 sign = ah & SIGN;
  u32 opposite = (ah ^ bh) & SIGN;
  if (ea == 0x7ff) {
    /* a is infinite or NaN (b can be NaN only if a is); inf - inf is NaN */
    if (f64_is_nan(a) || (a ^ b) == ((u64)SIGN << 32))
      return F64_NAN;
    return a;
  }
  u64 sb = (b << 12) >> 2; /* fraction at bits 61..10 */
  if (eb != 0) {
    sb |= 1ull << 62;
  } else {
    if (ea == 0) {
      /* two subnormals (or zeros): exact in fixed point, and a carry out of the
       * fraction makes the smallest normal, as it should */
      u64 mb = b & ~F64_SIGN;
      if (opposite) {
        u64 m = (a & ~F64_SIGN) - mb;
        return m ? ((u64)sign << 32) | m : 0;
      }
      return a + mb;
    }
    if ((b << 1) == 0)
      return a;
    eb = 1; /* a subnormal has the exponent of the smallest normal, no leading 1 */
  }
  u32 d = ea - eb;
  /* |b| < a quarter of a's last place: a is the nearest f64 */
  if (d > 54)
    return a;
  u64 sa = ((a << 12) >> 2) | (1ull << 62);
  sb = shr64_sticky(sb, d);
  u64 s;
  if (!opposite) {
    s = sa + sb;
    if (s >> 63) {
      s = (s >> 1) | (s & 1);
      ea++;
      if (ea == 0x7ff)
        return (u64)(sign | F64_INF_HI) << 32;
    }
  } else {
    s = sa - sb;
    if (s == 0)
      return 0;
    /* cancellation: normalise, but not below the smallest normal's exponent */
    u32 n = clz64(s) - 1;
    if (n >= ea)
      n = ea - 1;
    s <<= n;
    ea -= n;
  }
  return f64_round(sign, (i32)ea, s);
}

/* a + b for any a and b: the path for what the fast one leaves (NaNs,
 * infinities, zeros, subnormals). */
NOINLINE u64 __cpu0_add_f64_general(u64 a, u64 b) {
  if ((a << 1) >= (b << 1))
    return f64_add_ordered(a, b);
  return f64_add_ordered(b, a);
}

/* a + b where a's exponent is at least b's, both normal, else the general path.
 * On 32-bit words: a significand is (high, low) with its leading 1 at bit 20 of
 * the high word; the bits of b that fall off in the alignment go to a third word
 * g below the low one (the first 32 of them, the rest ORed into its bit 0). */
INLINE u64 f64_add_fast(u64 a, u64 b) {
  u32 ah = hi(a), al = lo(a), bh = hi(b), bl = lo(b);
  u32 ea = (ah << 1) >> 21, eb = (bh << 1) >> 21;
  if (__builtin_expect(ea - 1 >= 0x7fe, 0))
    return __cpu0_add_f64_general(a, b);
  u32 d = ea - eb;
  /* |b| < a quarter of a's last place (b may be zero or subnormal) */
  if (d > 54)
    return a;
  if (__builtin_expect(eb == 0, 0))
    return __cpu0_add_f64_general(a, b);
  u32 xh = (ah & 0x000fffffu) | 0x00100000u, xl = al;
  u32 yh = (bh & 0x000fffffu) | 0x00100000u, yl = bl, g;
  if (d < 32) {
    /* (w << 1) << (31 - d) is w << (32 - d), and 0 for d = 0 */
    g = (yl << 1) << (31 - d);
    yl = (yl >> d) | ((yh << 1) << (31 - d));
    yh >>= d;
  } else {
    u32 k = d - 32;
    g = (yl >> k) | ((yh << 1) << (31 - k)) | nonzero((yl << 1) << (31 - k));
    yl = yh >> k;
    yh = 0;
  }
  u32 sign = ah & SIGN;
  u32 zh, zl;
  if ((i32)(ah ^ bh) >= 0) {
    zl = xl + yl;
    zh = xh + yh + (zl < xl);
    if (zh >> 21) {
      /* a carry to 2^53: one bit right */
      g = (g >> 1) | (g & 1) | (zl << 31);
      zl = (zl >> 1) | (zh << 31);
      zh >>= 1;
      ea++;
      if (ea == 0x7ff)
        return pack64(sign | F64_INF_HI, 0);
    }
  } else {
    /* x - y - g / 2^32 */
    u32 borrow = nonzero(g);
    g = -g;
    u32 t = xl - yl;
    u32 borrow_high = (xl < yl) | (t < borrow);
    zl = t - borrow;
    zh = xh - yh - borrow_high;
    if ((i32)zh < 0) {
      /* equal exponents and |b| > |a| (so g is 0): negate */
      zl = -zl;
      zh = -zh - nonzero(zl);
      sign ^= SIGN;
    }
    if (zh < 0x00100000u) {
      if ((zh | zl | g) == 0)
        return 0;
      if (zh >= 0x00080000u && ea > 1) {
        /* one bit left: the usual case */
        zh = (zh << 1) | (zl >> 31);
        zl = (zl << 1) | (g >> 31);
        g <<= 1;
        ea--;
      } else {
        /* a cancellation (exponents within 1: g holds at most its top bit), or a
         * subnormal result: normalise, not below the smallest normal's exponent */
        u64 z = pack64(zh, zl);
        u32 n = clz64(z) - 11;
        if (n >= ea)
          n = ea - 1;
        if (n) {
          z = (z << n) | ((u64)(g >> 31) << (n - 1));
          g = 0;
        }
        zh = hi(z);
        zl = lo(z);
        ea -= n;
      }
    }
  }
  /* round: up when g is above half, or half and the last kept bit is odd */
  u32 up = g > SIGN - (zl & 1);
  zl += up;
  zh += zl < up;
  /* the leading 1 at bit 20 of zh adds 1 to the exponent field */
  return pack64(sign + ((ea - 1) << 20) + zh, zl);
}

INLINE u64 f64_add(u64 a, u64 b) {
  if (((hi(a) << 1) >> 21) >= ((hi(b) << 1) >> 21))
    return f64_add_fast(a, b);
  return f64_add_fast(b, a);
}

u64 __cpu0_add_f64(u64 a, u64 b) { return f64_add(a, b); }

u64 __cpu0_sub_f64(u64 a, u64 b) { return f64_add(a, b ^ F64_SIGN); }

/* a - b for any a and b: where the assembly fast path of __cpu0_sub_f64
 * (cpu032II) sends what it leaves, with b as the caller passed it. */
NOINLINE u64 __cpu0_sub_f64_general(u64 a, u64 b) {
  return __cpu0_add_f64_general(a, b ^ F64_SIGN);
}

/* ---- Multiplication --------------------------------------------------------- */

/* The 128-bit product of two u64s as (high, low). */
INLINE u64 mul64x64(u64 x, u64 y, u64 *low) {
  u64 ll = (u64)lo(x) * lo(y);
  u64 lh = (u64)lo(x) * hi(y);
  u64 hl = (u64)hi(x) * lo(y);
  u64 hh = (u64)hi(x) * hi(y);
  u64 mid = (ll >> 32) + lo(lh) + lo(hl);
  *low = (mid << 32) | lo(ll);
  return hh + (lh >> 32) + (hl >> 32) + (mid >> 32);
}

/* a * b for any a and b: the path for what the fast one leaves (NaNs,
 * infinities, zeros, subnormals, results out of the normal range). */
NOINLINE u64 __cpu0_mul_f64_general(u64 a, u64 b) {
  u32 sign = (hi(a) ^ hi(b)) & SIGN;
  i32 ea, eb;
  u64 sa, sb;
  if (!f64_finite_nonzero(a) || !f64_finite_nonzero(b)) {
    if (f64_is_nan(a) || f64_is_nan(b))
      return F64_NAN;
    int a_inf = (a << 1) == F64_INF << 1, b_inf = (b << 1) == F64_INF << 1;
    if (a_inf || b_inf)
      return ((a << 1) == 0 || (b << 1) == 0) ? F64_NAN : (F64_INF | ((u64)sign << 32));
    return (u64)sign << 32; /* a zero */
  }
  sa = f64_unpack(a, &ea); /* leading 1 at bit 52 */
  sb = f64_unpack(b, &eb);
  /* sa * 2^11 * sb * 2^11: the product's high half has its leading 1 at bit 62 or 63 */
  u64 low;
  u64 p = mul64x64(sa << 11, sb << 11, &low);
  p |= low != 0;
  if (p >> 63)
    return f64_round_any(sign, ea + eb - 1022, (p >> 1) | (p & 1));
  return f64_round_any(sign, ea + eb - 1023, p);
}

u64 __cpu0_mul_f64(u64 a, u64 b) {
  u32 ah = hi(a), al = lo(a), bh = hi(b), bl = lo(b);
  u32 ea = (ah << 1) >> 21, eb = (bh << 1) >> 21;
  if (__builtin_expect(((ea - 1) < 0x7fe) & ((eb - 1) < 0x7fe), 1)) {
    u32 e1 = ea + eb - 1023; /* the result's biased exponent, minus 1 */
    u32 sign = (ah ^ bh) & SIGN;
    /* the significands with their leading 1 at bit 63: (a1, a0), (b1, b0) */
    u32 a1 = (ah << 11) | (al >> 21) | SIGN, a0 = al << 11;
    u32 b1 = (bh << 11) | (bl >> 21) | SIGN, b0 = bl << 11;
    /* the 128-bit product in words w3..w0, summed column by column on 32-bit
     * words (w0 only decides the sticky bit) */
    u64 p = (u64)a0 * b0;
    u32 w0 = lo(p), w1 = hi(p);
    p = (u64)a0 * b1;
    w1 += lo(p);
    u32 w2 = hi(p) + (w1 < lo(p));
    p = (u64)a1 * b0;
    w1 += lo(p);
    u32 c = w1 < lo(p);
    w2 += c;
    u32 w3 = w2 < c;
    w2 += hi(p);
    w3 += w2 < hi(p);
    p = (u64)a1 * b1;
    w2 += lo(p);
    w3 += hi(p) + (w2 < lo(p));
    if (!(w3 & SIGN)) {
      /* the product is below 2: one bit left */
      w3 = (w3 << 1) | (w2 >> 31);
      w2 = (w2 << 1) | (w1 >> 31);
      w1 <<= 1;
      e1--;
    }
    if (__builtin_expect(e1 < 0x7fe, 1)) {
      /* round at bit 11 of w2: up when the bits below are above half, or half
       * and the last kept bit is odd or anything lower is set */
      u32 below = w2 & 0x7ff;
      u32 ml = (w2 >> 11) | (w3 << 21), mh = w3 >> 11;
      u32 up = below + ((ml & 1) | nonzero(w1 | w0)) > 0x400;
      ml += up;
      mh += ml < up;
      /* the leading 1 at bit 20 of mh adds 1 to the exponent field */
      return pack64(sign + (e1 << 20) + mh, ml);
    }
    /* out of range: an overflow is infinite; a result below a quarter of the
     * smallest subnormal is zero; the rest is for the general path */
    if ((i32)e1 > 0)
      return pack64(sign | F64_INF_HI, 0);
    if ((i32)e1 < -54)
      return pack64(sign, 0);
  }
  return __cpu0_mul_f64_general(a, b);
}

/* ---- Division ---------------------------------------------------------------- */

/* a / b for any a and b: the path for what the fast one leaves (NaNs,
 * infinities, zeros, subnormals, results out of the normal range). */
NOINLINE u64 __cpu0_div_f64_general(u64 a, u64 b) {
  u32 sign = (hi(a) ^ hi(b)) & SIGN;
  if (!f64_finite_nonzero(a) || !f64_finite_nonzero(b)) {
    if (f64_is_nan(a) || f64_is_nan(b))
      return F64_NAN;
    int a_inf = (a << 1) == F64_INF << 1, b_inf = (b << 1) == F64_INF << 1;
    int a_zero = (a << 1) == 0, b_zero = (b << 1) == 0;
    if ((a_inf && b_inf) || (a_zero && b_zero))
      return F64_NAN;
    if (a_inf || b_zero)
      return F64_INF | ((u64)sign << 32);
    return (u64)sign << 32; /* a zero, or b infinite */
  }
  i32 ea, eb;
  u64 sa = f64_unpack(a, &ea), sb = f64_unpack(b, &eb);
  i32 e = ea - eb + 1023;
  if (sa < sb) {
    sa <<= 1;
    e--;
  }
  /* sa / sb in [1, 2): the quotient floor(sa * 2^60 / sb), leading 1 at bit 60,
   * and whether the division is exact */
  int exact;
  u64 q = div_significands(sa, sb, &exact);
  return f64_round_any(sign, e, (q << 2) | !exact);
}

u64 __cpu0_div_f64(u64 a, u64 b) {
  u32 ah = hi(a), al = lo(a), bh = hi(b), bl = lo(b);
  u32 ea = (ah << 1) >> 21, eb = (bh << 1) >> 21;
  if (__builtin_expect(((ea - 1) < 0x7fe) & ((eb - 1) < 0x7fe), 1)) {
    u32 e1 = ea - eb + 1022; /* the result's biased exponent, minus 1 */
    /* the significands, leading 1 at bit 20 of the high word; x / y in [1, 2) */
    u32 xh = (ah & 0x000fffffu) | 0x00100000u, xl = al;
    u32 yh = (bh & 0x000fffffu) | 0x00100000u, yl = bl;
    if (xh < yh || (xh == yh && xl < yl)) {
      xh = (xh << 1) | (xl >> 31);
      xl <<= 1;
      e1--;
    }
    if (__builtin_expect(e1 < 0x7fe, 1)) {
      /* the quotient floor(x * 2^60 / y), 30 bits at a time: q1 in [2^30, 2^31) */
      u32 r = recip32((yh << 11) | (yl >> 21));
      u32 rh, rl;
      u32 q1 = div_step(xh, xl, yh, yl, r, &rh, &rl);
      u32 q2 = div_step(rh, rl, yh, yl, r, &rh, &rl);
      /* round at bit 8 of (q1 * 2^30 + q2): the quotient's 53 bits are q1's 31
       * and q2's top 22 */
      u32 ml = (q2 >> 8) | (q1 << 22), mh = q1 >> 10;
      u32 below = q2 & 0xff;
      u32 up = below + ((ml & 1) | nonzero(rh | rl)) > 0x80;
      ml += up;
      mh += ml < up;
      return pack64(((ah ^ bh) & SIGN) + (e1 << 20) + mh, ml);
    }
    if ((i32)e1 > 0)
      return pack64(((ah ^ bh) & SIGN) | F64_INF_HI, 0);
    if ((i32)e1 < -54)
      return pack64((ah ^ bh) & SIGN, 0);
  }
  return __cpu0_div_f64_general(a, b);
}

/* ---- Square root ------------------------------------------------------------- */

u64 __cpu0_sqrt_f64(u64 a) {
  if (!f64_finite_nonzero(a) || (hi(a) & SIGN)) {
    if ((a << 1) == 0 || a == F64_INF)
      return a; /* +-0, +inf */
    return F64_NAN; /* negative, NaN */
  }
  i32 e;
  u64 m = f64_unpack(a, &e); /* leading 1 at bit 52 */
  /* make the exponent even: x = m * 2^(odd) in [2^52, 2^54) */
  u32 odd = (u32)(e - 1023) & 1;
  m <<= odd;
  i32 er = ((e - 1023 - (i32)odd) >> 1) + 1023;
  /* the root of m * 2^64, leading 1 at bit 58 */
  int exact;
  u64 q = sqrt_significand(m, &exact);
  return f64_round(0, er, (q << 4) | !exact);
}
