/* Helpers of the binary32 routines (f32.c, convert.c). A finite nonzero value is
 * a significand `s` with its leading 1 at bit 30 (bits 6..0 below the last bit an
 * f32 keeps, bit 0 sticky) and a biased exponent `e`: the value is
 * s / 2^30 * 2^(e - 127). */
#ifndef CPU0_F32_H
#define CPU0_F32_H

#include "softfloat.h"

/* The f32 nearest to (-1)^sign * s / 2^30 * 2^(e - 127), for an exponent e of the
 * normal range (1..254) and s below 2^31: the increment that rounds may carry into
 * the exponent, up to infinity. */
INLINE u32 f32_round(u32 sign, i32 e, u32 s) {
  s += 0x3f + ((s >> 7) & 1);
  /* s >> 7 holds the leading 1 at bit 23, which adds 1 to the exponent field */
  return sign + ((u32)(e - 1) << 23) + (s >> 7);
}

/* Like f32_round for any exponent: too large overflows to infinity, too small
 * gives a subnormal or zero (rounded once, from the sticky significand). */
INLINE u32 f32_round_any(u32 sign, i32 e, u32 s) {
  if ((u32)(e - 1) >= 0xfe) {
    if (e > 0)
      return sign | F32_INF;
    s = shr_sticky(s, (u32)(1 - e));
    e = 1;
  }
  return f32_round(sign, e, s);
}

/* The significand of a nonzero subnormal `a` with its leading 1 at bit 31; its
 * exponent goes to *e (1 - the shift, so <= 0). */
INLINE u32 f32_subnormal_sig(u32 a, i32 *e) {
  u32 s = a << 8;
  u32 n = clz32(s);
  *e = 1 - (i32)n;
  return s << n;
}

/* Whether two exponent fields are both of normal numbers (1..254). */
INLINE int f32_both_normal(i32 ea, i32 eb) {
  return (u32)(ea - 1) < 0xfe && (u32)(eb - 1) < 0xfe;
}

/* Whether a or b is a NaN. */
INLINE int f32_either_nan(u32 a, u32 b) {
  return (a << 1) > 0xff000000u || (b << 1) > 0xff000000u;
}

/* The significands of finite nonzero a and b with their leading 1 at bit 31;
 * a subnormal's exponent in *ea or *eb becomes 1 - its shift. */
INLINE void f32_sigs(u32 a, u32 b, i32 *ea, i32 *eb, u32 *sa, u32 *sb) {
  if (f32_both_normal(*ea, *eb)) {
    *sa = (a << 8) | SIGN;
    *sb = (b << 8) | SIGN;
    return;
  }
  *sa = *ea ? (a << 8) | SIGN : f32_subnormal_sig(a, ea);
  *sb = *eb ? (b << 8) | SIGN : f32_subnormal_sig(b, eb);
}

/* The significand of a finite nonzero f32 with its leading 1 at bit 23, and its
 * exponent (<= 0 for a subnormal). */
INLINE u32 f32_unpack(u32 a, i32 *e) {
  i32 ea = (i32)((a << 1) >> 24);
  if (ea) {
    *e = ea;
    return (a & 0x007fffffu) | 0x00800000u;
  }
  return f32_subnormal_sig(a, e) >> 8;
}

#endif
