/* IEEE 754 binary64 fused multiply-add, remainder (C fmod), rounding to an
 * integral value, comparison, minimum and maximum for the Cpu0 runtime. Same
 * conventions as f64.c. */

#include "f64.h"

/* ---- Fused multiply-add -------------------------------------------------------- */

/* A 128-bit unsigned integer. */
typedef struct {
  u64 h, l;
} u128;

/* The 128-bit product of two u64s. */
INLINE u128 mul128(u64 x, u64 y) {
  u64 ll = (u64)lo(x) * lo(y);
  u64 lh = (u64)lo(x) * hi(y);
  u64 hl = (u64)hi(x) * lo(y);
  u64 hh = (u64)hi(x) * hi(y);
  u64 mid = (ll >> 32) + lo(lh) + lo(hl);
  u128 p = {hh + (lh >> 32) + (hl >> 32) + (mid >> 32), (mid << 32) | lo(ll)};
  return p;
}

/* x << n for n < 128. */
INLINE u128 shl128(u128 x, u32 n) {
  if (n >= 64) {
    u128 r = {x.l << (n - 64), 0};
    return r;
  }
  if (n == 0)
    return x;
  u128 r = {(x.h << n) | (x.l >> (64 - n)), x.l << n};
  return r;
}

/* x >> n with what falls off ORed into bit 0, any n. */
INLINE u128 shr128_sticky(u128 x, u32 n) {
  if (n == 0)
    return x;
  if (n >= 128) {
    u128 r = {0, (x.h | x.l) != 0};
    return r;
  }
  if (n >= 64) {
    u128 r = {0, shr64_sticky(x.h, n - 64) | (x.l != 0)};
    return r;
  }
  u128 r = {x.h >> n, (x.l >> n) | (x.h << (64 - n)) | ((x.l & ((1ull << n) - 1)) != 0)};
  return r;
}

INLINE int lt128(u128 x, u128 y) { return x.h < y.h || (x.h == y.h && x.l < y.l); }

INLINE u128 add128(u128 x, u128 y) {
  u128 r = {x.h + y.h, x.l + y.l};
  r.h += r.l < x.l;
  return r;
}

INLINE u128 sub128(u128 x, u128 y) {
  u128 r = {x.h - y.h - (x.l < y.l), x.l - y.l};
  return r;
}

INLINE int is_inf64(u64 a) { return (a << 1) == F64_INF << 1; }

u64 __cpu0_fma_f64(u64 a, u64 b, u64 c) {
  u32 sp = (hi(a) ^ hi(b)) & SIGN; /* the product's sign */
  if (f64_is_nan(a) || f64_is_nan(b) || f64_is_nan(c))
    return F64_NAN;
  int a_zero = (a << 1) == 0, b_zero = (b << 1) == 0, c_zero = (c << 1) == 0;
  if (is_inf64(a) || is_inf64(b)) {
    /* an infinite product, or inf * 0 */
    if (a_zero || b_zero)
      return F64_NAN;
    if (is_inf64(c) && (hi(c) & SIGN) != sp)
      return F64_NAN;
    return F64_INF | ((u64)sp << 32);
  }
  if (is_inf64(c))
    return c;
  if (a_zero || b_zero) {
    /* an exact zero product: the sum is c, or a zero whose sign follows the rule
     * for adding zeros */
    if (c_zero)
      return ((u64)sp << 32) & c;
    return c;
  }
  i32 ea, eb, ec;
  u64 sa = f64_unpack(a, &ea), sb = f64_unpack(b, &eb);
  /* the exact product, leading 1 at bit 124 or 125, exponent as if at bit 124 */
  u128 p = shl128(mul128(sa, sb), 20);
  i32 ep = ea + eb - 1023;
  u32 sign = sp;
  i32 e;
  u128 s;
  if (c_zero) {
    s = p;
    e = ep;
  } else {
    u64 sc = f64_unpack(c, &ec);
    u128 q = {sc << 8, 0}; /* sc * 2^72: leading 1 at bit 124 */
    u32 sq = hi(c) & SIGN;
    if (ep >= ec) {
      q = shr128_sticky(q, (u32)(ep - ec));
      e = ep;
    } else {
      p = shr128_sticky(p, (u32)(ec - ep));
      e = ec;
    }
    if (sp == sq) {
      s = add128(p, q);
    } else if (!lt128(p, q)) {
      s = sub128(p, q);
    } else {
      s = sub128(q, p);
      sign = sq;
    }
    if ((s.h | s.l) == 0)
      return 0; /* exact cancellation: +0 */
  }
  /* normalise to the leading 1 at bit 126, then keep 64 bits with a sticky bit */
  u32 n = (s.h ? clz64(s.h) : 64 + clz64(s.l)) - 1;
  s = shl128(s, n);
  return f64_round_any(sign, e + 2 - (i32)n, s.h | (s.l != 0));
}

/* ---- Remainder (C fmod) ------------------------------------------------------- */

/* (x * 2^k) mod y for x < y, y in [2^52, 2^53), k <= 30, r = recip32(y >> 21):
 * the quotient estimated from the reciprocal, then corrected. */
INLINE u64 mod_step(u64 x, u64 y, u32 r, u32 k) {
  u32 q = mulhi((u32)(x >> 22), r) >> (30 - k);
  i64 d = (i64)((x << k) - ((u64)q * lo(y) + ((u64)(q * hi(y)) << 32)));
  while (d < 0)
    d += (i64)y;
  while ((u64)d >= y)
    d -= (i64)y;
  return (u64)d;
}

u64 __cpu0_rem_f64(u64 a, u64 b) {
  u64 ma = a & ~F64_SIGN, mb = b & ~F64_SIGN;
  u32 sign = hi(a) & SIGN;
  if (ma >= F64_INF || mb > F64_INF || mb == 0)
    return F64_NAN; /* a infinite or NaN, b NaN or zero */
  if (ma < mb)
    return a; /* also a = +-0 and b = +-inf */
  i32 ea, eb;
  u64 sa = f64_unpack(a, &ea), sb = f64_unpack(b, &eb);
  /* r = sa * 2^(ea - eb) mod sb, up to 30 bits of the exponent difference a step */
  u32 d = (u32)(ea - eb);
  u32 rc = recip32((u32)(sb >> 21));
  u64 r = sa >= sb ? sa - sb : sa;
  while (d >= 30) {
    r = mod_step(r, sb, rc, 30);
    d -= 30;
  }
  r = mod_step(r, sb, rc, d);
  if (r == 0)
    return (u64)sign << 32;
  /* exact: normalise r * 2^(eb - 1023 - 52) to the leading 1 at bit 62 */
  u32 n = clz64(r) - 1;
  return f64_round_any(sign, eb + 10 - (i32)n, r << n);
}

/* ---- Rounding to an integral value ------------------------------------------- */

INLINE u64 f64_round_int(u64 a, enum rounding mode) {
  u32 e = (hi(a) << 1) >> 21;
  u64 sign = a & F64_SIGN;
  if (e >= 1023 + 52) {
    /* integral already (no fraction bits), or infinite, or NaN */
    return f64_is_nan(a) ? F64_NAN : a;
  }
  if (e < 1023) {
    /* |a| < 1: the result is +-0 or +-1 */
    u64 mag = a << 1;
    int one = rounds_to_one(mode, sign != 0, mag != 0, mag > (0x3fe0000000000000ull << 1),
                            e == 1022);
    return one ? sign | 0x3ff0000000000000ull : sign;
  }
  u64 unit = 1ull << (1075 - e); /* 1..52 fraction bits below it */
  if ((a & (unit - 1)) == 0)
    return a;
  return round_fraction(mode, a, sign != 0, unit);
}

u64 __cpu0_trunc_f64(u64 a) { return f64_round_int(a, TOWARD_ZERO); }
u64 __cpu0_floor_f64(u64 a) { return f64_round_int(a, DOWN); }
u64 __cpu0_ceil_f64(u64 a) { return f64_round_int(a, UP); }
u64 __cpu0_nearest_f64(u64 a) { return f64_round_int(a, NEAREST_EVEN); }
u64 __cpu0_round_f64(u64 a) { return f64_round_int(a, NEAREST_AWAY); }

/* ---- Comparison, minimum and maximum --------------------------------------------- */

/* Whether the f64 of words (h, l) is a NaN: its magnitude above infinity's (a
 * nonzero low word counts as bit 0 of the shifted high one). */
INLINE int nan_words(u32 h, u32 l) { return ((h << 1) | nonzero(l)) > 0xffe00000u; }

/* a < b for non-NaN a, b with -0 < +0, on words: sign-magnitude compares as
 * signed integers, reversed when both are negative. */
INLINE int below_words(u32 ah, u32 al, u32 bh, u32 bl) {
  if ((i32)(ah & bh) < 0)
    return ah > bh || (ah == bh && al > bl);
  return (i32)ah < (i32)bh || (ah == bh && al < bl);
}

/* 1 less, 2 equal, 4 greater, 8 unordered. */
u32 __cpu0_cmp_f64(u64 a, u64 b) {
  u32 ah = hi(a), al = lo(a), bh = hi(b), bl = lo(b);
  if (nan_words(ah, al) || nan_words(bh, bl))
    return 8;
  if ((ah == bh && al == bl) || (((ah | bh) << 1) | al | bl) == 0)
    return 2;
  return below_words(ah, al, bh, bl) ? 1 : 4;
}

/* CLIF fmin/fmax: NaN if either is NaN. */
u64 __cpu0_min_f64(u64 a, u64 b) {
  u32 ah = hi(a), al = lo(a), bh = hi(b), bl = lo(b);
  if (nan_words(ah, al) || nan_words(bh, bl))
    return F64_NAN;
  return below_words(bh, bl, ah, al) ? b : a;
}

u64 __cpu0_max_f64(u64 a, u64 b) {
  u32 ah = hi(a), al = lo(a), bh = hi(b), bl = lo(b);
  if (nan_words(ah, al) || nan_words(bh, bl))
    return F64_NAN;
  return below_words(ah, al, bh, bl) ? b : a;
}

/* LLVM minnum/maxnum: a NaN operand gives way to a number. */
u64 __cpu0_minnum_f64(u64 a, u64 b) {
  u32 ah = hi(a), al = lo(a), bh = hi(b), bl = lo(b);
  if (nan_words(ah, al))
    return nan_words(bh, bl) ? F64_NAN : b;
  if (nan_words(bh, bl))
    return a;
  return below_words(bh, bl, ah, al) ? b : a;
}

u64 __cpu0_maxnum_f64(u64 a, u64 b) {
  u32 ah = hi(a), al = lo(a), bh = hi(b), bl = lo(b);
  if (nan_words(ah, al))
    return nan_words(bh, bl) ? F64_NAN : b;
  if (nan_words(bh, bl))
    return a;
  return below_words(ah, al, bh, bl) ? b : a;
}
