/* Helpers of the binary64 routines (f64.c, f64_more.c, convert.c). A finite
 * nonzero value is a significand `s` with its leading 1 at bit 62 (bits 9..0
 * below the last bit an f64 keeps, bit 0 sticky) and a biased exponent `e`: the
 * value is s / 2^62 * 2^(e - 1023). */
#ifndef CPU0_F64_H
#define CPU0_F64_H

#include "softfloat.h"

#define F64_SIGN 0x8000000000000000ull
#define F64_INF 0x7ff0000000000000ull
#define F64_FRAC 0x000fffffffffffffull

/* Neither zero, nor infinite, nor NaN. */
INLINE int f64_finite_nonzero(u64 a) {
  u32 e = (hi(a) << 1) >> 21;
  return e != 0x7ff && (a << 1) != 0;
}

/* The f64 nearest to (-1)^sign * s / 2^62 * 2^(e - 1023) (sign in bit 31) for an
 * exponent of the normal range (1..2046) and s below 2^63: the increment that
 * rounds may carry into the exponent, up to infinity. */
INLINE u64 f64_round(u32 sign, i32 e, u64 s) {
  s += 0x1ff + ((s >> 10) & 1);
  /* s >> 10 holds the leading 1 at bit 52, which adds 1 to the exponent field */
  return ((u64)(sign + ((u32)(e - 1) << 20)) << 32) + (s >> 10);
}

/* Like f64_round for any exponent: too large overflows to infinity, too small
 * gives a subnormal or zero (rounded once, from the sticky significand). */
INLINE u64 f64_round_any(u32 sign, i32 e, u64 s) {
  if ((u32)(e - 1) >= 0x7fe) {
    if (e > 0)
      return (u64)(sign | F64_INF_HI) << 32;
    s = shr64_sticky(s, (u32)(1 - e));
    e = 1;
  }
  return f64_round(sign, e, s);
}

/* The significand of a finite nonzero f64 with its leading 1 at bit 52, and its
 * exponent (<= 0 for a subnormal). */
INLINE u64 f64_unpack(u64 a, i32 *e) {
  i32 ea = (i32)((hi(a) << 1) >> 21);
  u64 f = a & F64_FRAC;
  if (ea) {
    *e = ea;
    return f | (1ull << 52);
  }
  u32 n = clz64(f) - 11;
  *e = 1 - (i32)n;
  return f << n;
}

/* ---- Division and square root of significands ---------------------------------- */

/* About 2^63 / d for d in [2^31, 2^32), below 2^32 and within a few units, on
 * 32-bit words: one `divu` gives 15 bits, each Newton step r += r * (2^63 - d * r)
 * / 2^63 doubles them. */
INLINE u32 recip32(u32 d) {
  u32 r = (0xffffffffu / (d >> 16)) << 15;
  for (int i = 0; i < 2; i++) {
    /* err = 2^63 - d * r, |err| < 2^50, taken as err >> 31 (a signed word) */
    u32 ph = mulhi(d, r), pl = d * r;
    u32 eh = SIGN - ph - nonzero(pl);
    i32 e = (i32)((eh << 1) | (-pl >> 31));
    /* r * e / 2^32 with r unsigned and e signed */
    u32 corr = mulhi(r, (u32)e) - (e < 0 ? r : 0);
    r += corr;
  }
  return r;
}

/* floor((xh, xl) * 2^30 / (yh, yl)) for x < 2y, y in [2^52, 2^53), r =
 * recip32(y >> 21); the remainder goes to (*rh, *rl). Estimated from the
 * reciprocal, then corrected by the exact remainder, on 32-bit words. */
INLINE u32 div_step(u32 xh, u32 xl, u32 yh, u32 yl, u32 r, u32 *rh, u32 *rl) {
  u32 q = mulhi((xh << 10) | (xl >> 22), r);
  /* d = x * 2^30 - q * y mod 2^64: small */
  u32 ql = q * yl, qh = mulhi(q, yl) + q * yh;
  u32 xl30 = xl << 30, xh30 = (xh << 30) | (xl >> 2);
  u32 dl = xl30 - ql;
  u32 dh = xh30 - qh - (xl30 < ql);
  while ((i32)dh < 0) {
    q--;
    dl += yl;
    dh += yh + (dl < yl);
  }
  while (dh > yh || (dh == yh && dl >= yl)) {
    q++;
    dh -= yh + (dl < yl);
    dl -= yl;
  }
  *rh = dh;
  *rl = dl;
  return q;
}

/* floor(a * 2^60 / b) for b in [2^52, 2^53) and a in [b, 2b): the quotient with
 * its leading 1 at bit 60, 30 bits at a time; *exact says whether it divides. */
INLINE u64 div_significands(u64 a, u64 b, int *exact) {
  u32 r = recip32((u32)(b >> 21));
  u32 rh, rl;
  u32 q1 = div_step(hi(a), lo(a), hi(b), lo(b), r, &rh, &rl);
  u32 q2 = div_step(rh, rl, hi(b), lo(b), r, &rh, &rl);
  *exact = (rh | rl) == 0;
  return ((u64)q1 << 30) | q2;
}

/* floor(sqrt(m * 2^64)) for m in [2^52, 2^54): the root with its leading 1 at
 * bit 58; *exact says whether it is exact. */
INLINE u64 sqrt_significand(u64 m, int *exact) {
  /* y ~ sqrt(X) for the top 32 bits X of m (X in [2^30, 2^32)): a line through
   * the curve, then two Newton steps */
  u32 x = (u32)(m >> 22);
  u32 y = 23200 + (((x >> 16) * 43691u) >> 16);
  y = (y + x / y) >> 1;
  y = (y + x / y) >> 1;
  /* Y ~ sqrt(X * 2^32), 32 bits: one more step on the remainder X - y^2, made
   * non-negative (Newton's integer steps end at the root or one above) */
  u32 rem = x - y * y;
  if ((i32)rem < 0) {
    y--;
    rem += 2 * y + 1;
  }
  u32 step = ((rem << 14) / y) << 1;
  u32 big = (y << 16) + step;
  if (big < step)
    big = 0xffffffffu; /* the estimate reached 2^32: the root is just below */
  /* Q ~ Y * 2^27 + (m * 2^64 - (Y * 2^27)^2) / (Y * 2^28)
   *   = Y * 2^27 + d0 * 2^26 / Y, with d0 = m * 2^10 - Y^2 (small) */
  i64 d0 = (i64)((m << 10) - (u64)big * big);
  u32 r = recip32(big);
  /* d0 * 2^26 / Y = d0 * r / 2^37 = (dh * r + dl * r / 2^32) / 2^5 for
   * d0 = dh * 2^32 + dl (a product that would not fit 64 bits) */
  i32 dh = (i32)(d0 >> 32);
  u32 dl = (u32)d0;
  i64 corr = ((i64)dh * r + (i64)mulhi(dl, r)) >> 5;
  u64 q = ((u64)big << 27) + (u64)corr;
  /* the remainder m * 2^64 - q^2 is -q^2 mod 2^64, and small */
  i64 rem2 = -(i64)(q * q);
  while (rem2 < 0) {
    q--;
    rem2 += (i64)(2 * q + 1);
  }
  while ((u64)rem2 > 2 * q) {
    rem2 -= (i64)(2 * q + 1);
    q++;
  }
  *exact = rem2 == 0;
  return q;
}

#endif
