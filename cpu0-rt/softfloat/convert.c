/* Conversions of the Cpu0 runtime: between f32 and f64, and from integers to
 * floats (rounded to nearest, ties to even). The float-to-integer conversions are
 * CLIF (float_to_int.py writes ../src/float_to_int.clif). */

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

/* f64 -> f32 for any a: the path for what the fast one leaves (NaNs,
 * infinities, results that are not normal f32s). */
NOINLINE u32 __cpu0_f64_to_f32_general(u64 a) {
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

u32 __cpu0_f64_to_f32(u64 a) {
  u32 h = hi(a), l = lo(a);
  u32 e = (h << 1) >> 21;
  if (__builtin_expect(e - 897 < 254, 1)) {
    /* a normal f32: its exponent field is the low 8 bits of e - 896 (so of e
     * + 128), its fraction the top 23 of the f64's, the 29 below round */
    u32 r = ((h << 4) >> 1) | (l >> 29);
    r -= 0x40000000u;
    r &= 0x7fffffffu;
    u32 below = l & 0x1fffffffu;
    u32 up = below + (r & 1) > 0x10000000u;
    return (h & SIGN) + r + up;
  }
  return __cpu0_f64_to_f32_general(a);
}

/* ---- From integers ------------------------------------------------------------ */

/* The f32 nearest to (-1)^sign * m, m not zero. */
INLINE u32 f32_from_u32(u32 sign, u32 m) {
  u32 n = clz32(m);
  u32 s = m << n; /* leading 1 at bit 31 */
  return f32_round(sign, 158 - (i32)n, (s >> 1) | (s & 1));
}

/* The f32 nearest to (-1)^sign * (h * 2^32 + l) (+0 for 0). */
INLINE u32 f32_from_words(u32 sign, u32 h, u32 l) {
  if (h == 0)
    return l ? f32_from_u32(sign, l) : 0;
  /* the leading 1 moved to bit 31 of h; what stays in l is sticky */
  u32 n = clz32(h);
  u32 top = (h << n) | ((l >> 1) >> (31 - n));
  u32 m = top >> 8;
  u32 below = (top & 0xff) | nonzero(l << n);
  u32 up = below + (m & 1) > 0x80;
  return sign + ((u32)(127 + 62 - n) << 23) + m + up;
}

/* (-1)^sign * m exactly, m not zero. */
INLINE u64 f64_from_u32(u32 sign, u32 m) {
  u32 n = clz32(m);
  u32 s = m << n; /* leading 1 at bit 31, which adds 1 to the exponent field */
  return pack64(sign + ((1023 + 30 - n) << 20) + (s >> 11), s << 21);
}

/* The f64 nearest to (-1)^sign * (h * 2^32 + l) (+0 for 0). */
INLINE u64 f64_from_words(u32 sign, u32 h, u32 l) {
  if (h == 0)
    return l ? f64_from_u32(sign, l) : 0;
  /* the leading 1 moved to bit 31 of th; 11 bits of tl round */
  u32 n = clz32(h);
  u32 th = (h << n) | ((l >> 1) >> (31 - n));
  u32 tl = l << n;
  u32 ml = (tl >> 11) | (th << 21), mh = th >> 11;
  u32 up = (tl & 0x7ff) + (ml & 1) > 0x400;
  ml += up;
  mh += ml < up;
  /* the leading 1 at bit 20 of mh adds 1 to the exponent field */
  return pack64(sign + ((1023 + 62 - n) << 20) + mh, ml);
}

u32 __cpu0_i32_to_f32(u32 a) {
  if (a == 0)
    return 0;
  u32 sign = a & SIGN;
  return f32_from_u32(sign, sign ? -a : a);
}

u32 __cpu0_u32_to_f32(u32 a) { return a ? f32_from_u32(0, a) : 0; }

/* The magnitude of a signed (h, l), in place: (x ^ s) - s with s all ones for a
 * negative value, on 32-bit words. */
INLINE void magnitude(u32 *h, u32 *l) {
  u32 s = (u32)((i32)*h >> 31);
  u32 xl = *l ^ s;
  *l = xl - s;
  *h = (*h ^ s) - s - (xl < s);
}

u32 __cpu0_i64_to_f32(u64 a) {
  u32 h = hi(a), l = lo(a);
  u32 sign = h & SIGN;
  magnitude(&h, &l);
  return f32_from_words(sign, h, l);
}

u32 __cpu0_u64_to_f32(u64 a) {
  return f32_from_words(0, hi(a), lo(a));
}

u64 __cpu0_i32_to_f64(u32 a) {
  if (a == 0)
    return 0;
  u32 sign = a & SIGN;
  return f64_from_u32(sign, sign ? -a : a);
}

u64 __cpu0_u32_to_f64(u32 a) { return a ? f64_from_u32(0, a) : 0; }

u64 __cpu0_i64_to_f64(u64 a) {
  u32 h = hi(a), l = lo(a);
  u32 sign = h & SIGN;
  magnitude(&h, &l);
  return f64_from_words(sign, h, l);
}

u64 __cpu0_u64_to_f64(u64 a) {
  return f64_from_words(0, hi(a), lo(a));
}
