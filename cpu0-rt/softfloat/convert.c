/* Conversions of the Cpu0 runtime: between f32 and f64, from integers to floats
 * (rounded to nearest, ties to even) and from floats to integers, saturating
 * (CLIF fcvt_to_sint_sat/fcvt_to_uint_sat: truncated toward zero, NaN gives 0,
 * out-of-range values the nearest limit). The trapping float-to-integer
 * conversions are hand-written CLIF (../src/float_traps.clif). */

#include "f32.h"
#include "f64.h"

/* ---- Between f32 and f64 -------------------------------------------------------- */

u64 __cpu0_f32_to_f64(u32 a) {
  u32 e = (a << 1) >> 24;
  u32 sign = a & SIGN;
  if (e - 1 < 0xfe) {
    /* normal: exact; the exponent field moves from bit 23 to bit 20 and gains
     * 1023 - 127 */
    return pack64(sign | (((a & ~SIGN) >> 3) + (896u << 20)), a << 29);
  }
  if (e == 0xff)
    return (a << 9) ? F64_NAN : pack64(sign | F64_INF_HI, 0);
  if ((a << 1) == 0)
    return pack64(sign, 0);
  /* a subnormal: f * 2^-149 with the leading 1 of f moved to bit 23 is
   * 1.x * 2^(-126 - n), a normal f64 */
  u32 f = a & 0x007fffffu;
  u32 n = clz32(f) - 8;
  u32 m = (f << n) & 0x007fffffu;
  return pack64(sign | ((897 - n) << 20) | (m >> 3), m << 29);
}

u32 __cpu0_f64_to_f32(u64 a) {
  u32 h = hi(a), l = lo(a);
  u32 sign = h & SIGN;
  i32 e = (i32)((h << 1) >> 21);
  if (e == 0x7ff)
    return ((h << 12) | l) ? F32_NAN : sign | F32_INF;
  if (e == 0)
    return sign; /* below 2^-1022: far below half the smallest f32 */
  /* the 53-bit significand, leading 1 at bit 30, what falls off as sticky */
  u32 s = ((h & 0x000fffffu) << 10) | 0x40000000u | (l >> 22) | nonzero(l << 10);
  return f32_round_any(sign, e - 1023 + 127, s);
}

/* ---- From integers ------------------------------------------------------------ */

/* The f32 nearest to (-1)^sign * m, m not zero. */
INLINE u32 f32_from_u32(u32 sign, u32 m) {
  u32 n = clz32(m);
  u32 s = m << n; /* leading 1 at bit 31 */
  return f32_round(sign, 158 - (i32)n, (s >> 1) | (s & 1));
}

/* The f32 nearest to (-1)^sign * m, m not zero. */
INLINE u32 f32_from_u64(u32 sign, u64 m) {
  u32 n = clz64(m);
  u64 s = m << n; /* leading 1 at bit 63 */
  return f32_round(sign, 190 - (i32)n, (hi(s) >> 1) | (hi(s) & 1) | nonzero(lo(s)));
}

/* (-1)^sign * m exactly, m not zero. */
INLINE u64 f64_from_u32(u32 sign, u32 m) {
  u32 n = clz32(m);
  u32 s = m << n; /* leading 1 at bit 31, which adds 1 to the exponent field */
  return pack64(sign + ((1023 + 30 - n) << 20) + (s >> 11), s << 21);
}

/* The f64 nearest to (-1)^sign * m, m not zero. */
INLINE u64 f64_from_u64(u32 sign, u64 m) {
  u32 n = clz64(m);
  u64 s = m << n; /* leading 1 at bit 63 */
  return f64_round(sign, 1086 - (i32)n, (s >> 1) | (s & 1));
}

u32 __cpu0_i32_to_f32(u32 a) {
  if (a == 0)
    return 0;
  u32 sign = a & SIGN;
  return f32_from_u32(sign, sign ? -a : a);
}

u32 __cpu0_u32_to_f32(u32 a) { return a ? f32_from_u32(0, a) : 0; }

u32 __cpu0_i64_to_f32(u64 a) {
  if (a == 0)
    return 0;
  u32 sign = hi(a) & SIGN;
  return f32_from_u64(sign, sign ? -a : a);
}

u32 __cpu0_u64_to_f32(u64 a) { return a ? f32_from_u64(0, a) : 0; }

u64 __cpu0_i32_to_f64(u32 a) {
  if (a == 0)
    return 0;
  u32 sign = a & SIGN;
  return f64_from_u32(sign, sign ? -a : a);
}

u64 __cpu0_u32_to_f64(u32 a) { return a ? f64_from_u32(0, a) : 0; }

u64 __cpu0_i64_to_f64(u64 a) {
  if (a == 0)
    return 0;
  u32 sign = hi(a) & SIGN;
  return f64_from_u64(sign, sign ? -a : a);
}

u64 __cpu0_u64_to_f64(u64 a) { return a ? f64_from_u64(0, a) : 0; }

/* ---- To integers, saturating ------------------------------------------------------ */

/* The integer part of a f32 of biased exponent e in 127..158 + 32, as the
 * significand (leading 1 at bit 63 of a u64) shifted down: 64-bit words. */
INLINE u64 f32_int_part64(u32 a, u32 e) {
  u32 m = (a << 8) | SIGN;
  if (e <= 158)
    return m >> (158 - e);
  /* m * 2^(e - 158), e - 158 in 1..32 */
  return pack64(m >> (190 - e), (m << (e - 159)) << 1);
}

/* The integer part of a f64 of biased exponent e in 1023..1086, from the top
 * 64 bits of its significand (leading 1 at bit 63). */
INLINE u64 f64_int_part64(u64 a, u32 e) {
  u32 h = ((hi(a) << 11) | (lo(a) >> 21)) | SIGN;
  u32 l = lo(a) << 11;
  u32 k = 1086 - e; /* 0..63 */
  if (k >= 32)
    return h >> (k - 32);
  return pack64(h >> k, (l >> k) | ((h << 1) << (31 - k)));
}

/* The integer part of a f64 of biased exponent e in 1023..1054 (below 2^32). */
INLINE u32 f64_int_part32(u64 a, u32 e) {
  u32 h = ((hi(a) << 11) | (lo(a) >> 21)) | SIGN;
  return h >> (1054 - e);
}

u32 __cpu0_f32_to_i32_sat(u32 a) {
  u32 e = (a << 1) >> 24;
  if (e < 127)
    return 0; /* |a| < 1 */
  if (e >= 127 + 31) {
    if (f32_is_nan(a))
      return 0;
    return (a & SIGN) ? 0x80000000u : 0x7fffffffu;
  }
  u32 v = ((a << 8) | SIGN) >> (158 - e);
  return (a & SIGN) ? -v : v;
}

u32 __cpu0_f32_to_u32_sat(u32 a) {
  u32 e = (a << 1) >> 24;
  if (e < 127 || (a & SIGN))
    return 0; /* |a| < 1, negative, or a negative NaN */
  if (e >= 127 + 32)
    return f32_is_nan(a) ? 0 : 0xffffffffu;
  return ((a << 8) | SIGN) >> (158 - e);
}

u64 __cpu0_f32_to_i64_sat(u32 a) {
  u32 e = (a << 1) >> 24;
  if (e < 127)
    return 0;
  if (e >= 127 + 63) {
    if (f32_is_nan(a))
      return 0;
    return (a & SIGN) ? 0x8000000000000000ull : 0x7fffffffffffffffull;
  }
  u64 v = f32_int_part64(a, e);
  return (a & SIGN) ? -v : v;
}

u64 __cpu0_f32_to_u64_sat(u32 a) {
  u32 e = (a << 1) >> 24;
  if (e < 127 || (a & SIGN))
    return 0; /* |a| < 1, negative, or a negative NaN */
  if (e >= 127 + 64)
    return f32_is_nan(a) ? 0 : ~0ull;
  return f32_int_part64(a, e);
}

u32 __cpu0_f64_to_i32_sat(u64 a) {
  u32 e = (hi(a) << 1) >> 21;
  u32 negative = hi(a) & SIGN;
  if (e < 1023)
    return 0;
  if (e >= 1023 + 31) {
    if (f64_is_nan(a))
      return 0;
    return negative ? 0x80000000u : 0x7fffffffu;
  }
  u32 v = f64_int_part32(a, e);
  return negative ? -v : v;
}

u32 __cpu0_f64_to_u32_sat(u64 a) {
  u32 e = (hi(a) << 1) >> 21;
  if (e < 1023 || (hi(a) & SIGN))
    return 0;
  if (e >= 1023 + 32)
    return f64_is_nan(a) ? 0 : 0xffffffffu;
  return f64_int_part32(a, e);
}

u64 __cpu0_f64_to_i64_sat(u64 a) {
  u32 e = (hi(a) << 1) >> 21;
  u32 negative = hi(a) & SIGN;
  if (e < 1023)
    return 0;
  if (e >= 1023 + 63) {
    if (f64_is_nan(a))
      return 0;
    return negative ? 0x8000000000000000ull : 0x7fffffffffffffffull;
  }
  u64 v = f64_int_part64(a, e);
  return negative ? -v : v;
}

u64 __cpu0_f64_to_u64_sat(u64 a) {
  u32 e = (hi(a) << 1) >> 21;
  if (e < 1023 || (hi(a) & SIGN))
    return 0;
  if (e >= 1023 + 64)
    return f64_is_nan(a) ? 0 : ~0ull;
  return f64_int_part64(a, e);
}
