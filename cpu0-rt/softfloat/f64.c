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

INLINE u64 f64_add(u64 a, u64 b) {
  if ((a << 1) >= (b << 1))
    return f64_add_ordered(a, b);
  return f64_add_ordered(b, a);
}

u64 __cpu0_add_f64(u64 a, u64 b) { return f64_add(a, b); }

u64 __cpu0_sub_f64(u64 a, u64 b) { return f64_add(a, b ^ F64_SIGN); }

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

u64 __cpu0_mul_f64(u64 a, u64 b) {
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

/* ---- Division ---------------------------------------------------------------- */

u64 __cpu0_div_f64(u64 a, u64 b) {
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
