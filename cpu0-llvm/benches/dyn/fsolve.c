/* Float root finding: bisection and Newton's method on cubics, square roots by
 * Newton, and the secant method, in double precision. The loops test signs and
 * tolerances with float compares. */
#include "bench.h"

/* No fused multiply-adds: every side rounds each operation. */
#ifdef __clang__
#pragma STDC FP_CONTRACT OFF
#endif

/* The bits of a double folded to a word, the same on either byte order. */
static u32 fold(double x) {
  union { double d; u32 w[2]; } u;
  u.d = x;
  return u.w[0] ^ u.w[1];
}

static double cubic(double x, double c) { return (x * x - 2.0) * x - c; }

NOINLINE static double bisect(double lo, double hi, double c, int *steps) {
  double flo = cubic(lo, c);
  while (hi - lo > 1e-12) {
    double mid = 0.5 * (lo + hi);
    double fm = cubic(mid, c);
    if ((fm < 0.0) == (flo < 0.0)) {
      lo = mid;
      flo = fm;
    } else {
      hi = mid;
    }
    ++*steps;
  }
  return 0.5 * (lo + hi);
}

NOINLINE static double newton(double x, double c, int *steps) {
  for (int i = 0; i < 60; i++) {
    double f = cubic(x, c);
    double d = 3.0 * x * x - 2.0;
    if (d > -1e-9 && d < 1e-9)
      break;
    double next = x - f / d;
    double diff = next - x;
    x = next;
    ++*steps;
    if (diff < 1e-13 && diff > -1e-13)
      break;
  }
  return x;
}

NOINLINE static double root(double a, int *steps) {
  if (a <= 0.0)
    return 0.0;
  double x = a > 1.0 ? a : 1.0;
  for (;;) {
    double next = 0.5 * (x + a / x);
    ++*steps;
    if (next >= x)
      return x;
    x = next;
  }
}

NOINLINE static double secant(double x0, double x1, double c, int *steps) {
  double f0 = cubic(x0, c), f1 = cubic(x1, c);
  for (int i = 0; i < 50 && f1 != f0; i++) {
    double x2 = x1 - f1 * (x1 - x0) / (f1 - f0);
    x0 = x1;
    f0 = f1;
    x1 = x2;
    f1 = cubic(x1, c);
    ++*steps;
    if (f1 == 0.0 || (x1 - x0 < 1e-14 && x0 - x1 < 1e-14))
      break;
  }
  return x1;
}

int main(void) {
  u32 hb = 0, hn = 0, hr = 0, hs = 0;
  int sb = 0, sn = 0, sr = 0, ss = 0;
  for (int k = 0; k < 150; k++) {
    double c = (double)(i32)(rng() % 20001 - 10000) / 1000.0; /* -10 .. 10 */
    double r = bisect(-5.0, 5.0, c, &sb);
    hb = hb * 31 + fold(r);
    double n = newton(r + 0.25, c, &sn);
    hn = hn * 31 + fold(n);
    double q = root(c < 0.0 ? -c : c, &sr);
    hr = hr * 31 + fold(q);
    double s = secant(r - 0.5, r + 0.5, c, &ss);
    hs = hs * 31 + fold(s);
  }
  print_hex_kv("bisect", hb);
  print_hex_kv("newton", hn);
  print_hex_kv("sqrt", hr);
  print_hex_kv("secant", hs);
  print_hex_kv("steps", (u32)(sb + 7 * sn + 31 * sr + 127 * ss));
  return 0;
}
