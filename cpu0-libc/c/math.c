/* math.h. Exact operations (fabs, floor, ceil, trunc, round, rint, sqrt, fmod,
 * copysign, fmin, fmax) are the backend's own operations through clang builtins;
 * the rest aims at errors below 1 ulp: table-driven reductions (math_tables.inc,
 * generated with mpmath) and double-double arithmetic where one rounding too many
 * would show (log and exp inside pow, the reduced arguments of sin and cos).
 * The float variants compute in double and round once. */
#include <errno.h>
#include <math.h>
#include <stdint.h>
#include <string.h>
#include "math_tables.inc"

static uint64_t bits_of(double x) {
  uint64_t b;
  __builtin_memcpy(&b, &x, 8);
  return b;
}

static double from_bits(uint64_t b) {
  double x;
  __builtin_memcpy(&x, &b, 8);
  return x;
}

/* Error-free transformations: s + e == a + b, p + e == a * b exactly. */
static void two_sum(double a, double b, double *s, double *e) {
  double t = a + b;
  double bb = t - a;
  *e = (a - (t - bb)) + (b - bb);
  *s = t;
}

static void fast_two_sum(double a, double b, double *s, double *e) { /* |a| >= |b| */
  double t = a + b;
  *e = b - (t - a);
  *s = t;
}

static void split(double a, double *hi, double *lo) {
  double t = 134217729.0 * a; /* 2^27 + 1 */
  *hi = t - (t - a);
  *lo = a - *hi;
}

static void two_prod(double a, double b, double *p, double *e) {
  double ah, al, bh, bl;
  *p = a * b;
  split(a, &ah, &al);
  split(b, &bh, &bl);
  *e = ((ah * bh - *p) + ah * bl + al * bh) + al * bl;
}

double fabs(double x) { return __builtin_fabs(x); }
double floor(double x) { return __builtin_floor(x); }
double ceil(double x) { return __builtin_ceil(x); }
double trunc(double x) { return __builtin_trunc(x); }
double round(double x) { return __builtin_round(x); }
double rint(double x) { return __builtin_rint(x); }
double nearbyint(double x) { return __builtin_nearbyint(x); }
double sqrt(double x) { return __builtin_sqrt(x); }
double fmod(double x, double y) { return __builtin_fmod(x, y); }
double copysign(double x, double y) { return __builtin_copysign(x, y); }
double fmin(double x, double y) { return __builtin_fmin(x, y); }
double fmax(double x, double y) { return __builtin_fmax(x, y); }
long lround(double x) { return (long)__builtin_round(x); }
long lrint(double x) { return (long)__builtin_rint(x); }

double frexp(double x, int *e) {
  uint64_t b = bits_of(x);
  int be = (int)(b >> 52 & 0x7ff);
  *e = 0;
  if (be == 0x7ff || (b << 1) == 0)
    return x;
  if (be == 0) { /* subnormal: scale into the normal range first */
    x *= 0x1p64;
    b = bits_of(x);
    be = (int)(b >> 52 & 0x7ff) - 64;
  }
  *e = be - 1022;
  return from_bits((b & ~(0x7ffull << 52)) | (1022ull << 52));
}

/* x * 2^n with one rounding (also into the subnormal range). */
double ldexp(double x, int n) {
  if (n > 3000)
    n = 3000;
  if (n < -3000)
    n = -3000;
  while (n > 1023) {
    x *= 0x1p1023;
    n -= 1023;
  }
  if (n < -1022) {
    /* Scale in two steps whose first is exact when x stays normal. */
    int first = n + 53 < -1022 ? -1022 + 53 : n + 53 < 0 ? n + 53 : 0;
    if (n - first < -1022) {
      x *= from_bits((uint64_t)(first + 1023) << 52);
      n -= first;
      while (n < -1022) {
        x *= 0x1p-1022;
        n += 1022;
      }
    } else {
      x *= from_bits((uint64_t)(first + 1023) << 52);
      n -= first;
    }
  }
  return x * from_bits((uint64_t)(n + 1023) << 52);
}

double scalbn(double x, int n) { return ldexp(x, n); }

double modf(double x, double *ip) {
  double t = __builtin_trunc(x);
  *ip = t;
  if (__builtin_isinf(x))
    return __builtin_copysign(0.0, x);
  return __builtin_copysign(x - t, x);
}

/* log(x) as hi + lo for finite x > 0, to about 2^-70 relative. x = 2^k * m with m in
 * [sqrt(1/2), sqrt(2)); m = c * (1 + f/c) with c = 1 + i/128 nearest, f = m - c
 * exact; log(1 + f/c) = 2 atanh(s), s = f / (2c + f), |s| < 1/256. */
static void log_dd(double x, double *hi, double *lo) {
  uint64_t b = bits_of(x);
  int k = 0;
  if ((b >> 52) == 0) { /* subnormal */
    x *= 0x1p64;
    b = bits_of(x);
    k = -64;
  }
  k += (int)(b >> 52) - 1023;
  double m = from_bits((b & 0xfffffffffffffull) | (1023ull << 52));
  if (m > 1.4142135623730951) {
    m *= 0.5;
    k++;
  }
  int i = (int)__builtin_round((m - 1.0) * 128.0);
  double c = 1.0 + i / 128.0;
  double f = m - c;
  double uh, ul, sh, p, pe;
  two_sum(2.0 * c, f, &uh, &ul);
  sh = f / uh;
  two_prod(sh, uh, &p, &pe);
  double sl = ((f - p) - pe - sh * ul) / uh;
  double s2 = sh * sh;
  double tail = sh * s2 *
                (2.0 / 3 + s2 * (2.0 / 5 + s2 * (2.0 / 7 + s2 * (2.0 / 9 + s2 * (2.0 / 11)))));
  /* Sum: k*ln2 (hi exact) + log(c) + 2s, collecting the low parts. */
  double a = k * LN2_HI, e1, t, e2, r, e3;
  two_sum(a, LOG_TAB[i + 40][0], &t, &e1);
  two_sum(t, 2.0 * sh, &r, &e2);
  double low = e1 + e2 + k * LN2_LO + LOG_TAB[i + 40][1] + 2.0 * sl + tail;
  fast_two_sum(r, low, &r, &e3);
  *hi = r;
  *lo = e3;
}

/* exp(hi + lo) = (th + tl) * 2^n, |hi| below the overflow bound: x = (64n + j)
 * ln2/64 + r, exp(r) - 1 by its Taylor series (|r| <= ln2/128). */
static int exp_parts(double hi, double lo, double *th, double *tl) {
  double kd = __builtin_round(hi * (64.0 / 0.6931471805599453));
  int k = (int)kd;
  double r = (hi - kd * LN2_64_HI) + (lo - kd * LN2_64_LO);
  double p = r + r * r * (0.5 + r * (1.0 / 6 + r * (1.0 / 24 + r * (1.0 / 120 + r * (1.0 / 720)))));
  int j = k & 63;
  fast_two_sum(EXP_TAB[j][0], EXP_TAB[j][1] + EXP_TAB[j][0] * p, th, tl);
  return (k - j) / 64;
}

static double exp_dd(double hi, double lo) {
  double th, tl;
  int n = exp_parts(hi, lo, &th, &tl);
  return ldexp(th + tl, n);
}

double exp(double x) {
  if (__builtin_isnan(x))
    return x + x;
  if (x > 709.782712893384) {
    errno = ERANGE;
    return HUGE_VAL;
  }
  if (x < -745.1332191019412) {
    errno = ERANGE;
    return 0.0;
  }
  return exp_dd(x, 0.0);
}

double exp2(double x) {
  if (__builtin_isnan(x))
    return x + x;
  if (x >= 1024) {
    errno = ERANGE;
    return HUGE_VAL;
  }
  if (x < -1075)
    return 0.0;
  if (x == __builtin_trunc(x))
    return ldexp(1.0, (int)x); /* exact */
  double h, l;
  two_prod(x, LN2[0], &h, &l);
  return exp_dd(h, l + x * LN2[1]);
}

double expm1(double x) {
  if (__builtin_fabs(x) < 0.0078125) { /* Taylor: no cancellation */
    return x + x * x * (0.5 + x * (1.0 / 6 + x * (1.0 / 24 + x * (1.0 / 120 +
           x * (1.0 / 720 + x * (1.0 / 5040 + x * (1.0 / 40320)))))));
  }
  if (x < -40)
    return -1.0;
  if (x > 709.782712893384)
    return exp(x);
  /* exp(x) as hi + lo, then minus one without losing the low part. */
  double kd = __builtin_round(x * (64.0 / 0.6931471805599453));
  int k = (int)kd;
  double r = (x - kd * LN2_64_HI) - kd * LN2_64_LO;
  double p = r + r * r * (0.5 + r * (1.0 / 6 + r * (1.0 / 24 + r * (1.0 / 120 + r * (1.0 / 720)))));
  int j = k & 63, n = (k - j) / 64;
  double th = ldexp(EXP_TAB[j][0], n), tl = ldexp(EXP_TAB[j][1] + EXP_TAB[j][0] * p, n);
  double s, e;
  two_sum(th, -1.0, &s, &e);
  return s + (e + tl);
}

double log(double x) {
  if (__builtin_isnan(x) || x == HUGE_VAL)
    return x + x;
  if (x == 0) {
    errno = ERANGE;
    return -HUGE_VAL;
  }
  if (x < 0) {
    errno = EDOM;
    return from_bits(0x7ff8000000000000ull);
  }
  double h, l;
  log_dd(x, &h, &l);
  return h + l;
}

static double log_scaled(double x, const double c[2]) {
  double r = log(x);
  if (__builtin_isnan(r) || __builtin_isinf(r))
    return r;
  double h, l, p, e;
  log_dd(x, &h, &l);
  two_prod(h, c[0], &p, &e);
  return p + (e + h * c[1] + l * c[0]);
}

double log2(double x) {
  uint64_t b = bits_of(x);
  if ((b & 0xfffffffffffffull) == 0 && (b >> 52) > 0 && (b >> 52) < 0x7ff)
    return (double)((int)(b >> 52) - 1023); /* a power of two: exact */
  return log_scaled(x, INV_LN2);
}

double log10(double x) { return log_scaled(x, INV_LN10); }

double log1p(double x) {
  if (__builtin_fabs(x) < 0x1p-30)
    return x - x * x * 0.5;
  if (x == -1.0)
    return -HUGE_VAL;
  /* 1 + x as hi + lo, and log(hi + lo) = log(hi) + lo/hi. */
  double h, l, lh, ll;
  two_sum(1.0, x, &h, &l);
  if (h <= 0) {
    errno = EDOM;
    return from_bits(0x7ff8000000000000ull);
  }
  log_dd(h, &lh, &ll);
  return lh + (ll + l / h);
}

static int is_odd_integer(double y) {
  if (__builtin_fabs(y) >= 0x1p53 || y != __builtin_trunc(y))
    return 0;
  return __builtin_fmod(y, 2.0) != 0;
}

double pow(double x, double y) {
  if (y == 0 || x == 1)
    return 1.0;
  if (__builtin_isnan(x) || __builtin_isnan(y))
    return x + y;
  double ax = __builtin_fabs(x);
  if (__builtin_isinf(y)) {
    if (ax == 1)
      return 1.0;
    return (ax > 1) == (y > 0) ? HUGE_VAL : 0.0;
  }
  int odd = is_odd_integer(y);
  if (x == 0) {
    if (y < 0) {
      errno = ERANGE;
      return odd ? __builtin_copysign(HUGE_VAL, x) : HUGE_VAL;
    }
    return odd ? x : 0.0;
  }
  if (__builtin_isinf(x)) {
    double r = y < 0 ? 0.0 : HUGE_VAL;
    return x < 0 && odd ? -r : r;
  }
  int neg = 0;
  if (x < 0) {
    if (y != __builtin_trunc(y)) {
      errno = EDOM;
      return from_bits(0x7ff8000000000000ull);
    }
    neg = odd;
  }
  double lh, ll, ph, pl;
  log_dd(ax, &lh, &ll);
  two_prod(y, lh, &ph, &pl);
  pl += y * ll;
  double r;
  if (ph + pl > 709.782712893384 + 1e-9) {
    errno = ERANGE;
    r = HUGE_VAL;
  } else if (ph + pl < -745.2) {
    errno = ERANGE;
    r = 0.0;
  } else {
    r = exp_dd(ph, pl);
    if (__builtin_isinf(r))
      errno = ERANGE;
  }
  return neg ? -r : r;
}

/* The 32 bits top-31 .. top (bit 0 the least significant, top >= 31) of the
 * number in the little-endian words p. */
static uint32_t bits32(const uint32_t *p, int top) {
  int lo = top - 31, w = lo >> 5, s = lo & 31;
  return s ? (p[w] >> s) | (p[w + 1] << (32 - s)) : p[w];
}

/* Payne-Hanek: x - k*pi/2 as hi + lo and k mod 4, for finite x >= 2^22. With
 * x = m * 2^e (m an integer of 53 bits), the bits of 2/pi worth at least 4 once
 * multiplied by x drop out of x * 2/pi mod 4, so only 8 words of 2/pi from there
 * on are multiplied by m, exactly; the product holds the quadrant (its two bits
 * at 2^1 and 2^0) and the fraction to about 2^-170. Six words (192 bits) of the
 * fraction are kept: a double comes within about 2^-61 of a multiple of pi/2,
 * so at least 130 significant bits remain. */
static int reduce_big(double x, double *hi, double *lo) {
  uint64_t bits;
  __builtin_memcpy(&bits, &x, 8);
  int e = (int)(bits >> 52) - 1075;
  uint64_t m = (bits & 0xFFFFFFFFFFFFFull) | 0x10000000000000ull;
  int j0 = e - 1 > 1 ? e - 1 : 1; /* the first bit of 2/pi that matters */
  int w0 = (j0 - 1) >> 5;
  uint32_t p[10] = {0};
  uint32_t mw[2] = {(uint32_t)m, (uint32_t)(m >> 32)};
  for (int i = 0; i < 8; i++) { /* window word i has weight 2^(32 * (7 - i)) */
    uint64_t b = TWO_OVER_PI_BITS[w0 + i], carry = 0;
    int at = 7 - i;
    for (int k = 0; k < 2; k++) {
      uint64_t t = (uint64_t)p[at + k] + b * mw[k] + carry;
      p[at + k] = (uint32_t)t;
      carry = t >> 32;
    }
    for (int k = at + 2; carry && k < 10; k++) {
      uint64_t t = (uint64_t)p[k] + carry;
      p[k] = (uint32_t)t;
      carry = t >> 32;
    }
  }
  /* x * 2/pi = p * 2^-S (mod 4). */
  int S = 32 * (w0 + 8) - e;
  int q = (int)((p[S >> 5] >> (S & 31)) & 1) + 2 * (int)((p[(S + 1) >> 5] >> ((S + 1) & 31)) & 1);
  uint32_t c[6];
  for (int k = 0; k < 6; k++)
    c[k] = bits32(p, S - 1 - 32 * k);
  int neg = (c[0] >> 31) != 0; /* fraction >= 1/2: the next quadrant, minus */
  if (neg) {
    q++;
    uint32_t carry = 1;
    for (int k = 5; k >= 0; k--) {
      c[k] = ~c[k] + carry;
      carry = carry && c[k] == 0;
    }
  }
  /* The fraction as a double-double, smallest words first. */
  double fh = (double)c[5] * 0x1p-192, fl = 0;
  for (int k = 4; k >= 0; k--) {
    double t, err;
    two_sum(__builtin_ldexp((double)c[k], -32 * (k + 1)), fh, &t, &err);
    fast_two_sum(t, err + fl, &fh, &fl);
  }
  double rh, re;
  two_prod(fh, PI_2[0], &rh, &re);
  re += fh * PI_2[1] + fl * PI_2[0];
  fast_two_sum(rh, re, hi, lo);
  if (neg) {
    *hi = -*hi;
    *lo = -*lo;
  }
  return q & 3;
}

/* x - k*pi/2 as hi + lo, and k mod 4: Cody-Waite with three parts of pi/2 (exact
 * products for |k| < 2^23) below 2^22, Payne-Hanek above. */
static int reduce(double x, double *hi, double *lo) {
  if (__builtin_fabs(x) >= 0x1p22) {
    int q = reduce_big(__builtin_fabs(x), hi, lo);
    if (x < 0) {
      *hi = -*hi;
      *lo = -*lo;
      q = -q;
    }
    return q & 3;
  }
  double kd = __builtin_round(x * TWO_OVER_PI);
  double a = x - kd * PIO2_1; /* exact */
  double b = kd * PIO2_2;     /* exact (30 bits times 23) */
  double t, e;
  two_sum(a, -b, &t, &e);
  double c, ce;
  two_prod(kd, PIO2_3, &c, &ce);
  double r, e2;
  two_sum(t, -c, &r, &e2);
  double low = e + e2 - ce - kd * PIO2_3LO;
  fast_two_sum(r, low, hi, lo);
  return (int)((int64_t)kd & 3);
}

/* sin and cos of hi + lo, |hi + lo| <= pi/4, as hi + lo (*_dd) or rounded. */
static void sin_dd(double h, double l, double *rh, double *rl) {
  double z = h * h;
  double p = z * (-1.0 / 6 + z * (1.0 / 120 + z * (-1.0 / 5040 + z * (1.0 / 362880 +
             z * (-1.0 / 39916800 + z * (1.0 / 6227020800.0 + z * (-1.0 / 1307674368000.0 +
             z * (1.0 / 355687428096000.0))))))));
  fast_two_sum(h, l * (1 - 0.5 * z) + h * p, rh, rl);
}

static void cos_dd(double h, double l, double *rh, double *rl) {
  double z = h * h;
  double q = z * z * (1.0 / 24 + z * (-1.0 / 720 + z * (1.0 / 40320 + z * (-1.0 / 3628800 +
             z * (1.0 / 479001600.0 + z * (-1.0 / 87178291200.0 + z * (1.0 / 20922789888000.0 +
             z * (-1.0 / 6402373705728000.0))))))));
  double hz = 0.5 * z, w = 1.0 - hz;
  /* 1 - hz loses the bits of hz below w's last place: add them back. */
  fast_two_sum(w, ((1.0 - w) - hz) + (q - h * l), rh, rl);
}

static double sin_k(double h, double l) {
  double a, b;
  sin_dd(h, l, &a, &b);
  return a + b;
}

static double cos_k(double h, double l) {
  double a, b;
  cos_dd(h, l, &a, &b);
  return a + b;
}

double sin(double x) {
  if (__builtin_isinf(x) || __builtin_isnan(x))
    return x - x;
  if (__builtin_fabs(x) < 0x1p-26)
    return x;
  double h, l;
  switch (reduce(x, &h, &l)) {
  case 0: return sin_k(h, l);
  case 1: return cos_k(h, l);
  case 2: return -sin_k(h, l);
  default: return -cos_k(h, l);
  }
}

double cos(double x) {
  if (__builtin_isinf(x) || __builtin_isnan(x))
    return x - x;
  double h, l;
  switch (reduce(x, &h, &l)) {
  case 0: return cos_k(h, l);
  case 1: return -sin_k(h, l);
  case 2: return -cos_k(h, l);
  default: return sin_k(h, l);
  }
}

double tan(double x) {
  if (__builtin_isinf(x) || __builtin_isnan(x))
    return x - x;
  if (__builtin_fabs(x) < 0x1p-26)
    return x;
  double h, l;
  int q = reduce(x, &h, &l);
  double sh, sl, ch, cl;
  sin_dd(h, l, &sh, &sl);
  cos_dd(h, l, &ch, &cl);
  /* The quotient of two double-doubles: t = n/d, then t + (n - t*d)/d. */
  double nh = q & 1 ? ch : sh, nl = q & 1 ? cl : sl;
  double dh = q & 1 ? -sh : ch, dl = q & 1 ? -sl : cl;
  double t = nh / dh, p, e;
  two_prod(t, dh, &p, &e);
  return t + (((nh - p) - e) + nl - t * dl) / dh;
}

/* atan(x + xl) for 0 <= x <= 1, as hi + lo: the series below 1/16, else
 * atan(j/16) + atan(t) with t = (x - c)/(1 + x c) computed as hi + lo. */
static void atan_01(double x, double xl, double *rh, double *rl) {
  if (x < 0.0625) {
    double z = x * x, p = 0, c = 29;
    for (; c > 1.5; c -= 2)
      p = p * z + ((int)c % 4 == 1 ? 1.0 : -1.0) / c;
    fast_two_sum(x, x * z * p + xl / (1 + z), rh, rl);
    return;
  }
  int j = (int)__builtin_round(x * 16);
  double c = j / 16.0;
  double n = x - c, dh, dl, th, p, pe;
  two_prod(x, c, &dh, &dl);
  double d1, d2;
  two_sum(1.0, dh, &d1, &d2);
  d2 += dl;
  th = n / d1;
  two_prod(th, d1, &p, &pe);
  double tl = ((n - p) - pe - th * d2) / d1;
  double z = th * th;
  double tail = th * z * (-1.0 / 3 + z * (1.0 / 5 + z * (-1.0 / 7 + z * (1.0 / 9 + z * (-1.0 / 11)))));
  double s, e;
  two_sum(ATAN_TAB[j][0], th, &s, &e);
  fast_two_sum(s, e + ATAN_TAB[j][1] + tl + tail + xl / (1 + x * x), rh, rl);
}

/* atan(x + xl) for x >= 0, as hi + lo: above 1, pi/2 - atan(1/x). */
static void atan_dd(double x, double xl, double *rh, double *rl) {
  if (x <= 1) {
    atan_01(x, xl, rh, rl);
    return;
  }
  double ih = 1.0 / x, p, pe;
  two_prod(ih, x, &p, &pe);
  double il = ((1.0 - p) - pe - ih * xl) / x;
  double ah, al, s, e;
  atan_01(ih, il, &ah, &al);
  two_sum(PI_2[0], -ah, &s, &e);
  fast_two_sum(s, e + PI_2[1] - al, rh, rl);
}

/* The quotient (nh + nl) / d as hi + lo. */
static void div_dd(double nh, double nl, double d, double *qh, double *ql) {
  double q = nh / d, p, pe;
  two_prod(q, d, &p, &pe);
  *qh = q;
  *ql = ((nh - p) - pe + nl) / d;
}

double atan(double x) {
  if (__builtin_isnan(x))
    return x + x;
  if (__builtin_fabs(x) < 0x1p-27)
    return x;
  double h, l;
  atan_dd(__builtin_fabs(x), 0, &h, &l);
  return __builtin_copysign(h + l, x);
}

/* atan2 of |y| (as yh + yl) over |x| (x != 0, finite), then the quadrant. */
static double atan2_dd(double yh, double yl, double x, int yneg) {
  double ax = __builtin_fabs(x), qh, ql, h, l;
  div_dd(yh, yl, ax, &qh, &ql);
  if (__builtin_isinf(qh))
    h = PI_2[0], l = 0;
  else if (qh == 0 && yh != 0 && x > 0)
    return yneg ? -qh : qh; /* underflow: the quotient itself */
  else
    atan_dd(qh, ql, &h, &l);
  if (x < 0) { /* pi - atan */
    double s, e;
    two_sum(PI[0], -h, &s, &e);
    fast_two_sum(s, e + PI[1] - l, &h, &l);
  }
  double r = h + l;
  return yneg ? -r : r;
}

double atan2(double y, double x) {
  if (__builtin_isnan(x) || __builtin_isnan(y))
    return x + y;
  if (y == 0) {
    if (__builtin_signbit(x))
      return __builtin_copysign(PI[0], y);
    return y;
  }
  if (x == 0)
    return __builtin_copysign(PI_2[0], y);
  if (__builtin_isinf(x)) {
    if (__builtin_isinf(y))
      return __builtin_copysign(x > 0 ? PI[0] / 4 : 3 * PI[0] / 4, y);
    return x > 0 ? __builtin_copysign(0.0, y) : __builtin_copysign(PI[0], y);
  }
  if (__builtin_isinf(y))
    return __builtin_copysign(PI_2[0], y);
  return atan2_dd(__builtin_fabs(y), 0, x, __builtin_signbit(y));
}

/* sqrt(1 - x^2) as hi + lo for |x| <= 1. */
static void sqrt_1mx2(double x, double *sh, double *sl) {
  double p, pe, d, de;
  two_prod(x, x, &p, &pe);
  two_sum(1.0, -p, &d, &de);
  de -= pe;
  double s = __builtin_sqrt(d), q, qe;
  two_prod(s, s, &q, &qe);
  *sh = s;
  *sl = s == 0 ? 0 : ((d - q) - qe + de) / (2 * s);
}

double asin(double x) {
  double ax = __builtin_fabs(x);
  if (!(ax <= 1)) {
    errno = EDOM;
    return from_bits(0x7ff8000000000000ull);
  }
  if (ax < 0x1p-26)
    return x;
  if (ax == 1)
    return __builtin_copysign(PI_2[0], x);
  /* asin x = atan(x / sqrt(1 - x^2)). */
  double sh, sl, qh, ql, h, l;
  sqrt_1mx2(ax, &sh, &sl);
  double q = ax / sh, p, pe;
  two_prod(q, sh, &p, &pe);
  qh = q;
  ql = ((ax - p) - pe - q * sl) / sh;
  atan_dd(qh, ql, &h, &l);
  return __builtin_copysign(h + l, x);
}

double acos(double x) {
  double ax = __builtin_fabs(x);
  if (!(ax <= 1)) {
    errno = EDOM;
    return from_bits(0x7ff8000000000000ull);
  }
  if (x == 1)
    return 0;
  if (x == 0)
    return PI_2[0];
  /* acos x = atan2(sqrt(1 - x^2), x). */
  double sh, sl;
  sqrt_1mx2(ax, &sh, &sl);
  return atan2_dd(sh, sl, x, 0);
}

/* exp(|x|) as hi + lo, for |x| < 710. */
static void exp_pair(double x, double *h, double *l) {
  double th, tl;
  int n = exp_parts(x, 0, &th, &tl);
  *h = ldexp(th, n);
  *l = ldexp(tl, n);
}

/* E + s/E for E = exp(ax) (s = -1: 2 sinh, s = 1: 2 cosh), ax in [0.5, 22]. */
static double exp_plus_inverse(double ax, double sign) {
  double eh, el, ih, il, p, pe, r, e;
  exp_pair(ax, &eh, &el);
  ih = 1.0 / eh;
  two_prod(ih, eh, &p, &pe);
  il = ((1.0 - p) - pe - ih * el) / eh;
  two_sum(eh, sign * ih, &r, &e);
  return r + (e + el + sign * il);
}

double sinh(double x) {
  double ax = __builtin_fabs(x), r;
  if (ax < 0.5) { /* Taylor: x + x^3/3! + ... */
    double z = ax * ax;
    r = ax + ax * z * (1.0 / 6 + z * (1.0 / 120 + z * (1.0 / 5040 + z * (1.0 / 362880 +
        z * (1.0 / 39916800 + z * (1.0 / 6227020800.0 + z * (1.0 / 1307674368000.0)))))));
  } else if (ax < 22) {
    r = 0.5 * exp_plus_inverse(ax, -1);
  } else if (ax < 710) {
    r = 0.5 * exp(ax);
  } else {
    double e = exp(0.5 * ax);
    r = 0.5 * e * e;
  }
  return __builtin_copysign(r, x);
}

double cosh(double x) {
  double ax = __builtin_fabs(x);
  if (ax < 0.5) {
    double z = ax * ax;
    return 1 + z * (0.5 + z * (1.0 / 24 + z * (1.0 / 720 + z * (1.0 / 40320 + z * (1.0 / 3628800 +
           z * (1.0 / 479001600.0 + z * (1.0 / 87178291200.0)))))));
  }
  if (ax < 22)
    return 0.5 * exp_plus_inverse(ax, 1);
  if (ax < 710)
    return 0.5 * exp(ax);
  double e = exp(0.5 * ax);
  return 0.5 * e * e;
}

double tanh(double x) {
  double ax = __builtin_fabs(x), r;
  if (ax > 22) {
    r = 1.0;
  } else if (ax < 0x1p-28) {
    r = ax;
  } else {
    /* tanh = m / (m + 2) with m = exp(2|x|) - 1 as hi + lo. */
    double eh, el, mh, ml, dh, dl, q, p, pe;
    exp_pair(2 * ax, &eh, &el);
    two_sum(eh, -1.0, &mh, &ml);
    ml += el;
    two_sum(mh, 2.0, &dh, &dl);
    dl += ml;
    q = mh / dh;
    two_prod(q, dh, &p, &pe);
    r = q + (((mh - p) - pe) + ml - q * dl) / dh;
  }
  return __builtin_copysign(r, x);
}

double hypot(double x, double y) {
  if (__builtin_isinf(x) || __builtin_isinf(y))
    return HUGE_VAL;
  if (__builtin_isnan(x) || __builtin_isnan(y))
    return x + y;
  x = __builtin_fabs(x);
  y = __builtin_fabs(y);
  if (x < y) {
    double t = x;
    x = y;
    y = t;
  }
  if (y == 0)
    return x;
  /* Scale so that squares neither overflow nor underflow, then sqrt(hi + lo). */
  int e;
  frexp(x, &e);
  x = ldexp(x, -e);
  y = ldexp(y, -e);
  double xh, xl, yh, yl, s, se;
  two_prod(x, x, &xh, &xl);
  two_prod(y, y, &yh, &yl);
  two_sum(xh, yh, &s, &se);
  double lo = se + xl + yl;
  double r = __builtin_sqrt(s + lo), p, pe;
  two_prod(r, r, &p, &pe);
  r += ((s - p) - pe + lo) / (2 * r);
  return ldexp(r, e);
}

double cbrt(double x) {
  if (x == 0 || __builtin_isinf(x) || __builtin_isnan(x))
    return x;
  double ax = __builtin_fabs(x);
  int e;
  double m = frexp(ax, &e);
  while (e % 3) {
    m *= 2;
    e--;
  }
  /* m in [1/2, 4): Newton's iteration from a linear guess, then a last step in
   * double-double (r^3 exactly) to fix the final bit. */
  double r = 0.6 + 0.4 * m;
  for (int i = 0; i < 6; i++)
    r = r - (r * r * r - m) / (3 * r * r);
  double s, se, c, ce;
  two_prod(r, r, &s, &se);
  two_prod(s, r, &c, &ce);
  r -= ((c - m) + (ce + se * r)) / (3 * r * r);
  return __builtin_copysign(ldexp(r, e / 3), x);
}

#define F1(name) float name##f(float x) { return (float)name((double)x); }
#define F2(name) float name##f(float x, float y) { return (float)name((double)x, (double)y); }
F1(fabs) F1(floor) F1(ceil) F1(trunc) F1(round) F1(rint) F1(nearbyint) F1(sqrt) F1(exp)
F1(exp2) F1(expm1) F1(log) F1(log2) F1(log10) F1(log1p) F1(sin) F1(cos) F1(tan) F1(asin)
F1(acos) F1(atan) F1(sinh) F1(cosh) F1(tanh) F1(cbrt)
F2(fmod) F2(pow) F2(atan2) F2(hypot) F2(fmin) F2(fmax) F2(copysign)
float frexpf(float x, int *e) { return (float)frexp(x, e); }
float ldexpf(float x, int n) { return (float)ldexp(x, n); }
float scalbnf(float x, int n) { return (float)ldexp(x, n); }
float modff(float x, float *ip) {
  double i, f = modf(x, &i);
  *ip = (float)i;
  return (float)f;
}
long lroundf(float x) { return lround(x); }
long lrintf(float x) { return lrint(x); }
