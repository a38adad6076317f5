/* Shared definitions of the Cpu0 soft-float runtime (see regen.sh and ../src/lib.rs).
 *
 * The routines take and return floats as their IEEE 754 bits: an f32 in a u32, an
 * f64 in a u64 (the Cpu0 ABI passes them exactly so). Cpu0 is a 32-bit machine
 * whose 64-bit shifts and compares cost several instructions, so the f64 code
 * works on the two 32-bit halves wherever that is shorter.
 *
 * Everything here is `static inline`: the generated CLIF holds only the exported
 * `__cpu0_*` routines. Nothing may live in memory (no tables, no globals): the
 * CLIF text cannot carry data objects. */
#ifndef CPU0_SOFTFLOAT_H
#define CPU0_SOFTFLOAT_H

typedef unsigned int u32;
typedef int i32;
typedef unsigned long long u64;
typedef long long i64;

#define INLINE static inline __attribute__((always_inline))

/* A routine's general path, reached from its fast path by a call: kept out of line
 * so that the fast path's code and registers stay small. */
#define NOINLINE __attribute__((noinline))

#define SIGN 0x80000000u
#define F32_INF 0x7f800000u
#define F32_NAN 0x7fc00000u  /* the canonical NaN: quiet, positive */
#define F64_INF_HI 0x7ff00000u
#define F64_NAN_HI 0x7ff80000u
#define F64_NAN 0x7ff8000000000000ull

INLINE u32 hi(u64 x) { return (u32)(x >> 32); }
INLINE u32 lo(u64 x) { return (u32)x; }
INLINE u64 pack64(u32 h, u32 l) { return ((u64)h << 32) | l; }

/* Leading zeros; 32 for 0 (Cpu0's `clz` does the same). */
INLINE u32 clz32(u32 x) { return x ? (u32)__builtin_clz(x) : 32; }

/* The high word of the 64-bit product (one `multu`). */
INLINE u32 mulhi(u32 a, u32 b) { return (u32)(((u64)a * b) >> 32); }

/* 1 if x is not zero. */
INLINE u32 nonzero(u32 x) { return x != 0; }

/* x >> n with the bits shifted out ORed into bit 0 (the sticky bit), 0 <= n. */
INLINE u32 shr_sticky(u32 x, u32 n) {
  if (n >= 32)
    return nonzero(x);
  return (x >> n) | nonzero(x & ((1u << n) - 1));
}

/* Leading zeros of a u64; 64 for 0. */
INLINE u32 clz64(u64 x) { return hi(x) ? clz32(hi(x)) : 32 + clz32(lo(x)); }

/* x >> n for a u64 with what falls off ORed into bit 0, any n. */
INLINE u64 shr64_sticky(u64 x, u32 n) {
  if (n >= 64)
    return x != 0;
  return (x >> n) | ((x & ((1ull << n) - 1)) != 0);
}

INLINE int f32_is_nan(u32 a) { return (a << 1) > 0xff000000u; }
INLINE int f64_is_nan(u64 a) {
  u32 h = hi(a) & ~SIGN;
  return h > F64_INF_HI || (h == F64_INF_HI && lo(a) != 0);
}

/* ---- Rounding to an integral value, for both formats -------------------------- */

/* Which way the rounding routines go. */
enum rounding { TOWARD_ZERO, DOWN, UP, NEAREST_EVEN, NEAREST_AWAY };

/* Whether a float x with |x| < 1 rounds to +-1 (else to a zero of its sign).
 * `negative`: x's sign; `nonzero`: x is not +-0; `above_half`: |x| > 1/2;
 * `half_or_more`: |x| >= 1/2. */
INLINE int rounds_to_one(enum rounding mode, int negative, int nonzero, int above_half,
                         int half_or_more) {
  switch (mode) {
  case TOWARD_ZERO:
    return 0;
  case DOWN:
    return negative && nonzero;
  case UP:
    return !negative && nonzero;
  case NEAREST_EVEN:
    return above_half;
  case NEAREST_AWAY:
    return half_or_more;
  }
  return 0;
}

/* The bits `a` of a float with a fraction below `unit` (the weight, a power of
 * two, of its lowest integral bit) rounded to an integral value; `negative`: its
 * sign. A round-up that carries out of the significand moves into the exponent,
 * as the encoding wants. Called with u32 bits the arithmetic stays 32-bit once
 * inlined (only the low word of the result is used). */
INLINE u64 round_fraction(enum rounding mode, u64 a, int negative, u64 unit) {
  u64 mask = unit - 1;
  u64 down = a & ~mask; /* toward zero */
  switch (mode) {
  case TOWARD_ZERO:
    return down;
  case DOWN:
    return negative ? down + unit : down;
  case UP:
    return negative ? down : down + unit;
  case NEAREST_EVEN:
    return (a + (unit >> 1) - 1 + ((a & unit) != 0)) & ~mask;
  case NEAREST_AWAY:
    return (a + (unit >> 1)) & ~mask;
  }
  return a;
}

#endif
