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

/* About 2^63 / d for d in [2^31, 2^32): below 2^32, within a few units. One
 * `divu` gives 15 bits; a Newton step doubles them. */
INLINE u32 recip32(u32 d) {
  u32 r = (0xffffffffu / (d >> 16)) << 15;
  for (int i = 0; i < 2; i++) {
    i64 err = (i64)((1ull << 63) - (u64)d * r); /* |err| < 2^50 */
    r += (u32)(((i64)r * (err >> 31)) >> 32);
  }
  return r;
}

/* q * y mod 2^64 for a 32-bit q. */
INLINE u64 mul32x64(u32 q, u64 y) { return (u64)q * lo(y) + ((u64)(q * hi(y)) << 32); }

/* floor(x * 2^30 / y) for x < 2y, y in [2^52, 2^53) with r = recip32(y >> 21);
 * the remainder goes to *rem. Estimated from the reciprocal (x * 2^30 / y is
 * about (x / 2^22) * (2^63 / (y / 2^21)) / 2^32), then corrected by the exact
 * remainder. */
INLINE u32 div_step(u64 x, u64 y, u32 r, u64 *rem) {
  u32 q = mulhi((u32)(x >> 22), r);
  i64 d = (i64)((x << 30) - mul32x64(q, y)); /* x * 2^30 - q * y, small */
  while (d < 0) {
    q--;
    d += (i64)y;
  }
  while ((u64)d >= y) {
    q++;
    d -= (i64)y;
  }
  *rem = (u64)d;
  return q;
}

/* floor(a * 2^60 / b) for b in [2^52, 2^53) and a in [b, 2b): the quotient with
 * its leading 1 at bit 60, 30 bits at a time; *exact says whether it divides. */
INLINE u64 div_significands(u64 a, u64 b, int *exact) {
  u32 r = recip32((u32)(b >> 21));
  u64 rem;
  u32 q1 = div_step(a, b, r, &rem);
  u32 q2 = div_step(rem, b, r, &rem);
  *exact = rem == 0;
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
