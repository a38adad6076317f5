/* Floating point at its edges: integer <-> float conversions at the limits of
   each type, rounding of halves (round, rint, nearbyint, trunc, floor, ceil,
   lround, llround, lrint, llrint), -0.0, infinities, NaN seen only through
   comparisons, float <-> double, fmod, fmin/fmax, fabs, copysign. Values go
   through `opaque` so that the compiler computes nothing ahead of time; only
   conversions C defines are made (in range, no NaN to integer). */
#include "cpu0fmt.h"

static NOINLINE double opaque(double x) {
  volatile double v = x;
  return v;
}

static NOINLINE float opaquef(float x) {
  volatile float v = x;
  return v;
}

static void show(const char *what, double v) {
  print_str(what);
  PUTC(' ');
  print_e(v, 16);
  if (v == v) { /* the bits of a NaN differ between hosts */
    PUTC(' ');
    print_hex64(double_bits(v));
  }
  print_nl();
}

static void show_int(const char *what, i64 v) {
  print_str(what);
  PUTC(' ');
  print_i64(v);
  print_nl();
}

static void show_u64(const char *what, u64 v) {
  print_str(what);
  PUTC(' ');
  print_u64(v);
  print_nl();
}

static void int_to_float(void) {
  print_str("-- integer to float\n");
  show("(float)INT_MAX", (float)(i32)opaque(2147483647.0));
  show("(float)16777217", (float)(i32)opaque(16777217.0));
  show("(float)-16777217", (float)(i32)opaque(-16777217.0));
  show("(float)16777219", (float)(i32)opaque(16777219.0));
  show("(float)UINT_MAX", (float)(u32)opaque(4294967295.0));
  show("(double)UINT_MAX", (double)(u32)opaque(4294967295.0));
  show("(double)INT_MIN", (double)(i32)opaque(-2147483648.0));
  i64 big = (i64)opaque(9007199254740992.0);
  show("(double)(2^53 + 1)", (double)(big + 1));
  show("(double)(2^53 + 3)", (double)(big + 3));
  show("(double)INT64_MAX", (double)((big - 1) * 1024 + 1023));
  show("(double)INT64_MIN", (double)(-big * 1024));
  u64 umax = ~(u64)(i64)opaque(0.0);
  show("(double)UINT64_MAX", (double)umax);
  show("(float)UINT64_MAX", (float)umax);
  show("(double)(2^63 + 1025)", (double)((u64)big * 1024 + 1025));
  show("(float)(2^31 + 129)", (float)((u32)opaque(2147483648.0) + 129));
  show("(double)(i8)-128", (double)(i8)(i32)opaque(-128.0));
  show("(float)(u16)65535", (float)(u16)(i32)opaque(65535.0));
}

static void float_to_int(void) {
  print_str("-- float to integer (truncating)\n");
  show_int("(i32)2147483520.0f", (i32)opaquef(2147483520.0f));
  show_int("(i32)-2147483648.0f", (i32)opaquef(-2147483648.0f));
  show_u64("(u32)4294967040.0f", (u32)opaquef(4294967040.0f));
  show_int("(i32)2147483647.9", (i32)opaque(2147483647.9));
  show_int("(i32)-2147483648.9", (i32)opaque(-2147483648.9));
  show_u64("(u32)4294967295.9", (u32)opaque(4294967295.9));
  show_int("(i64)9223371487098961920.0f", (i64)opaquef(9223371487098961920.0f));
  show_int("(i64)-9223372036854775808.0", (i64)opaque(-9223372036854775808.0));
  show_int("(i64)9223372036854774784.0", (i64)opaque(9223372036854774784.0));
  show_u64("(u64)18446742974197923840.0f", (u64)opaquef(18446742974197923840.0f));
  show_u64("(u64)18446744073709549568.0", (u64)opaque(18446744073709549568.0));
  show_u64("(u64)9223372036854775808.0", (u64)opaque(9223372036854775808.0));
  show_int("(i32)-0.9", (i32)opaque(-0.9));
  show_int("(i32)-1.9", (i32)opaque(-1.9));
  show_int("(i32)2.9999999999999996", (i32)opaque(2.9999999999999996));
  show_int("(i8)-128.7", (i8)opaque(-128.7));
  show_int("(u8)255.9", (u8)opaque(255.9));
  show_int("(i16)-32768.5", (i16)opaquef(-32768.5f));
  show_int("(u16)65535.5", (u16)opaquef(65535.5f));
}

double halves[] = {0.5, -0.5, 1.5, -1.5, 2.5, -2.5, 0.49999999999999994, -0.49999999999999994,
                   4503599627370495.5, -4503599627370497.0, 1e16, -0.0};

static void rounding(void) {
  print_str("-- rounding of halves: round rint nearbyint trunc floor ceil\n");
  for (u32 i = 0; i < sizeof halves / sizeof halves[0]; i++) {
    double x = opaque(halves[i]);
    print_e(x, 17);
    print_str(": ");
    print_f(__builtin_round(x), 1);
    PUTC(' ');
    print_f(__builtin_rint(x), 1);
    PUTC(' ');
    print_f(__builtin_nearbyint(x), 1);
    PUTC(' ');
    print_f(__builtin_trunc(x), 1);
    PUTC(' ');
    print_f(__builtin_floor(x), 1);
    PUTC(' ');
    print_f(__builtin_ceil(x), 1);
    if (__builtin_fabs(x) < 1e18) {
      PUTC(' ');
      print_i64(__builtin_llround(x));
      PUTC(' ');
      print_i64(__builtin_llrint(x));
    }
    if (__builtin_fabs(x) < 1e9) {
      PUTC(' ');
      print_int((i32)__builtin_lround(x));
      PUTC(' ');
      print_int((i32)__builtin_lrint(x));
    }
    print_nl();
  }
  float f = opaquef(2.5f);
  show("roundf(2.5f)", __builtin_roundf(f));
  show("rintf(2.5f)", __builtin_rintf(f));
  show("floorf(-2.5f)", __builtin_floorf(-f));
  show("ceilf(-2.5f)", __builtin_ceilf(-f));
  show("truncf(-2.5f)", __builtin_truncf(-f));
}

static void zeros_and_infinities(void) {
  print_str("-- signed zeros and infinities\n");
  double nz = opaque(-0.0), pz = opaque(0.0);
  show("-0.0", nz);
  print_kv("-0.0 == 0.0", nz == pz);
  print_kv("-0.0 < 0.0", nz < pz);
  show("1 / -0.0", 1 / nz);
  show("-0.0 + 0.0", nz + pz);
  show("-0.0 - 0.0", nz - pz);
  show("-0.0 * 5", nz * 5);
  show("copysign(1, -0.0)", __builtin_copysign(1.0, nz));
  show("fabs(-0.0)", __builtin_fabs(nz));
  show("sqrt(-0.0)", __builtin_sqrt(nz));
  double big = opaque(1e308);
  double inf = big * 10;
  show("1e308 * 10", inf);
  print_kv("inf > DBL_MAX", inf > 1.7976931348623157e308);
  print_kv("-inf < -DBL_MAX", -inf < -1.7976931348623157e308);
  show("1 / inf", 1 / inf);
  show("-1 / inf", -1 / inf);
  show("(float)1e39", (float)opaque(1e39));
  show("FLT_MAX * 2 (float)", opaquef(3.4028235e38f) * 2.0f);
  show("DBL_MIN / 2^52", opaque(2.2250738585072014e-308) / 4503599627370496.0);
  show("DBL_MIN / 2^53", opaque(2.2250738585072014e-308) / 9007199254740992.0);
  show("DBL_MIN * 0.75 (rounded subnormal)", opaque(2.2250738585072014e-308) * 0.75);
}

static void comparisons(const char *name, double a, double b) {
  print_str(name);
  PUTC(':');
  int bits[] = {a == b,
                a != b,
                a < b,
                a <= b,
                a > b,
                a >= b,
                !(a < b),
                !(a >= b),
                __builtin_isunordered(a, b),
                __builtin_isless(a, b),
                __builtin_islessequal(a, b),
                __builtin_isgreater(a, b),
                __builtin_isgreaterequal(a, b),
                __builtin_islessgreater(a, b),
                a == a,
                b != b};
  for (u32 i = 0; i < sizeof bits / sizeof bits[0]; i++)
    PUTC('0' + bits[i]);
  print_nl();
}

static void nans(void) {
  print_str("-- NaN, through comparisons\n");
  double zero = opaque(0.0), one = opaque(1.0);
  double nan = zero / zero;
  double inf = one / zero;
  comparisons("nan 1", nan, one);
  comparisons("1 nan", one, nan);
  comparisons("nan nan", nan, nan);
  comparisons("inf-inf 0", inf - inf, zero);
  comparisons("sqrt(-1) 0", __builtin_sqrt(-one), zero);
  comparisons("1 2", one, 2 * one);
  comparisons("-0 0", -zero, zero);
  comparisons("inf inf", inf, inf);
  float fnan = (float)nan;
  print_kv("(float)nan is nan", fnan != fnan);
  print_kv("(double)(float)nan is nan", (double)fnan != (double)fnan);
  show("fmin(nan, 1)", __builtin_fmin(nan, one));
  show("fmax(1, nan)", __builtin_fmax(one, nan));
  show("fminf(-1.5, inf)", __builtin_fminf(opaquef(-1.5f), 1 / opaquef(0.0f)));
  show("fmax(-3, 2)", __builtin_fmax(-3 * one, 2 * one));
  print_kv("fmod(nan, 1) is nan", __builtin_fmod(nan, one) != __builtin_fmod(nan, one));
  print_kv("fmod(1, 0) is nan", __builtin_isunordered(__builtin_fmod(one, zero), 0.0));
  print_kv("nan * 0 is nan", __builtin_isunordered(nan * 0, 0.0));
}

static void float_double(void) {
  print_str("-- float <-> double\n");
  show("(double)0.1f", (double)opaquef(0.1f));
  show("(double)(float)(1/3.)", (double)(float)opaque(1.0 / 3));
  show("(float)(1 + 2^-24)", (float)opaque(1.0000000596046448));
  show("(float)(1 + 3 * 2^-24)", (float)opaque(1.0000001788139343));
  show("(float)(1 + 2^-24 + 2^-50)", (float)opaque(1.0000000596046457));
  show("(float)1e-40", (float)opaque(1e-40));
  show("(float)1e-46", (float)opaque(1e-46));
  show("(float)-7e-46", (float)opaque(-7.006492321624085e-46));
  show("(float)-7.1e-46", (float)opaque(-7.1e-46));
  show("(float)DBL_MIN", (float)opaque(2.2250738585072014e-308));
  show("(float)3.4028235677973362e38", (float)opaque(3.4028235677973362e38));
  show("(float)3.4028235677973366e38", (float)opaque(3.4028235677973366e38));
  show("(float)3.4028235677973367e38", (float)opaque(3.4028235677973367e38));
  float third = opaquef(1.0f) / 3.0f;
  show("1.0f / 3", third);
  show("third * 3 - 1 (float)", third * 3.0f - 1.0f);
  show("third * 3 - 1 (double)", (double)third * 3.0 - 1.0);
  float acc = 0;
  for (int i = 1; i <= 100; i++)
    acc += opaquef(1.0f) / (float)i;
  show("float harmonic(100)", acc);
  double dacc = 0;
  for (int i = 1; i <= 100; i++)
    dacc += opaque(1.0) / i;
  show("double harmonic(100)", dacc);
}

static void remainders(void) {
  print_str("-- fmod, fabs, copysign\n");
  show("fmod(7.5, 2)", __builtin_fmod(opaque(7.5), 2.0));
  show("fmod(-7.5, 2)", __builtin_fmod(opaque(-7.5), 2.0));
  show("fmod(7.5, -2)", __builtin_fmod(opaque(7.5), -2.0));
  show("fmod(1e300, 7)", __builtin_fmod(opaque(1e300), 7.0));
  show("fmod(1e-300, 3e-310)", __builtin_fmod(opaque(1e-300), 3e-310));
  show("fmod(5, inf)", __builtin_fmod(opaque(5.0), 1 / opaque(0.0)));
  show("fmod(-4, 2)", __builtin_fmod(opaque(-4.0), 2.0));
  show("fmodf(10.25, 3)", __builtin_fmodf(opaquef(10.25f), 3.0f));
  show("fmodf(16777215, 0.75)", __builtin_fmodf(opaquef(16777215.0f), 0.75f));
  show("fabs(-inf)", __builtin_fabs(-1 / opaque(0.0)));
  show("copysign(2, -inf)", __builtin_copysign(2.0, -1 / opaque(0.0)));
  show("copysignf(-3, 0)", __builtin_copysignf(opaquef(-3.0f), 0.0f));
}

int main(void) {
  int_to_float();
  float_to_int();
  rounding();
  zeros_and_infinities();
  nans();
  float_double();
  remainders();
  return 0;
}
