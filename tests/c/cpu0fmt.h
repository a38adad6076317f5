/* Decimal formatting of doubles for the C corpus: what printf's "%.Nf" and
 * "%.Ne" print (the exact binary value rounded to N places, halves to even),
 * written out here so that Cpu0 and the host print with the same code.
 *
 * A double is m * 2^e exactly. With e >= 0 that is the integer B = m * 2^e;
 * with e < 0 it is B * 10^-k for the integer B = m * 5^k, k = -e. B is
 * computed in a big number of base-10000 limbs, so its decimal digits are
 * exact, and the rounding looks at all of them. A NaN prints as "nan" whatever
 * its sign (hosts disagree on the sign of the NaN that 0/0 makes).
 */
#ifndef CPU0FMT_H
#define CPU0FMT_H

#include "cpu0io.h"

/* 2^1024 has 309 digits; 2^53 * 5^1074 (the smallest subnormal) 767. */
#define BIG_LIMBS 200
#define BIG_DIGITS (4 * BIG_LIMBS)

typedef struct {
  u32 limb[BIG_LIMBS]; /* least significant first, each below 10000 */
  int n;
} big_t;

static inline u64 double_bits(double x) {
  union {
    double d;
    u64 u;
  } v;
  v.d = x;
  return v.u;
}

static inline void big_set(big_t *b, u64 v) {
  b->n = 0;
  do {
    b->limb[b->n++] = (u32)(v % 10000);
    v /= 10000;
  } while (v);
}

/* b *= f, for f up to 390625 (9999 * f + carry stays below 2^32). */
static inline void big_mul(big_t *b, u32 f) {
  u32 carry = 0;
  for (int i = 0; i < b->n; i++) {
    u32 t = b->limb[i] * f + carry;
    b->limb[i] = t % 10000;
    carry = t / 10000;
  }
  while (carry) {
    b->limb[b->n++] = carry % 10000;
    carry /= 10000;
  }
}

/* The decimal digits of b, most significant first, without leading zeros;
 * returns their count. */
static inline int big_digits(const big_t *b, char *out) {
  int len = 0;
  for (int i = b->n - 1; i >= 0; i--) {
    u32 l = b->limb[i];
    char four[4] = {(char)('0' + l / 1000), (char)('0' + l / 100 % 10),
                    (char)('0' + l / 10 % 10), (char)('0' + l % 10)};
    for (int j = 0; j < 4; j++)
      if (len > 0 || four[j] != '0' || (i == 0 && j == 3))
        out[len++] = four[j];
  }
  return len;
}

/* The exact decimal expansion of a finite, nonzero |x|: the digits d[0..len)
 * and the position of the decimal point, value = 0.d * 10^point. */
static inline int exact_digits(double x, char *d, int *point) {
  u64 bits = double_bits(x);
  int biased = (int)((bits >> 52) & 0x7FF);
  u64 m = bits & 0xFFFFFFFFFFFFFull;
  int e = biased == 0 ? -1074 : biased - 1075;
  if (biased != 0)
    m |= 1ull << 52;
  while ((m & 1) == 0 && e < 0) {
    m >>= 1;
    e++;
  }
  big_t b;
  big_set(&b, m);
  int k = 0;
  if (e >= 0) {
    for (; e >= 18; e -= 18)
      big_mul(&b, 1u << 18);
    big_mul(&b, 1u << e);
  } else {
    k = -e;
    int fives = k;
    for (; fives >= 8; fives -= 8)
      big_mul(&b, 390625);
    u32 f = 1;
    while (fives--)
      f *= 5;
    big_mul(&b, f);
  }
  int len = big_digits(&b, d);
  *point = len - k;
  return len;
}

/* The first `keep` digits of d[0..len) (zeros past its end) rounded to
 * nearest, halves to even, on all of the rest: into out, with a carry out of
 * the first digit making one more. `keep` may be 0 or negative (nothing kept:
 * the result is empty or the carry "1"). Returns the count written. */
static inline int round_digits(const char *d, int len, int keep, char *out) {
  int n = keep > 0 ? keep : 0;
  for (int i = 0; i < n; i++)
    out[i] = i < len ? d[i] : '0';
  if (keep < 0)
    return 0;
  int next = keep < len ? d[keep] - '0' : 0;
  int rest = 0;
  for (int i = keep + 1; i < len; i++)
    rest |= d[i] != '0';
  int odd = n > 0 && ((out[n - 1] - '0') & 1);
  if (next > 5 || (next == 5 && (rest || odd))) {
    int i = n - 1;
    while (i >= 0 && out[i] == '9')
      out[i--] = '0';
    if (i >= 0) {
      out[i]++;
    } else {
      for (int j = n; j > 0; j--)
        out[j] = out[j - 1];
      out[0] = '1';
      n++;
    }
  }
  return n;
}

/* nan, inf and the sign; returns 1 when nothing more is to be printed. */
static inline int print_special(double x) {
  if (x != x) {
    print_str("nan");
    return 1;
  }
  if (double_bits(x) >> 63)
    PUTC('-');
  if (x == __builtin_inf() || x == -__builtin_inf()) {
    print_str("inf");
    return 1;
  }
  return 0;
}

/* printf("%.{prec}f", x) */
static inline void print_f(double x, int prec) {
  if (prec < 0)
    prec = 0;
  if (print_special(x))
    return;
  char d[BIG_DIGITS], r[BIG_DIGITS + 2];
  int n = 0;
  if (x != 0) {
    int point;
    int len = exact_digits(x, d, &point);
    n = round_digits(d, len, point + prec, r);
  }
  /* r[0..n) is round(|x| * 10^prec); at least prec + 1 digits are printed. */
  int width = n > prec ? n : prec + 1;
  for (int i = 0; i < width; i++) {
    if (i == width - prec)
      PUTC('.');
    int at = i - (width - n);
    PUTC(at >= 0 ? r[at] : '0');
  }
}

/* printf("%.{prec}e", x) */
static inline void print_e(double x, int prec) {
  if (prec < 0)
    prec = 0;
  if (print_special(x))
    return;
  char d[BIG_DIGITS], r[BIG_DIGITS + 2] = {'0'};
  int exp10 = 0;
  if (x == 0) {
    for (int i = 0; i <= prec; i++)
      r[i] = '0';
  } else {
    int point;
    int len = exact_digits(x, d, &point);
    exp10 = point - 1;
    if (round_digits(d, len, prec + 1, r) > prec + 1)
      exp10++; /* 9.99.. rounded up to 10.0..: the last digit is a 0 */
  }
  PUTC(r[0]);
  if (prec > 0)
    PUTC('.');
  for (int i = 1; i <= prec; i++)
    PUTC(r[i]);
  PUTC('e');
  PUTC(exp10 < 0 ? '-' : '+');
  u32 a = (u32)(exp10 < 0 ? -exp10 : exp10);
  if (a < 10)
    PUTC('0');
  print_u32(a);
}

/* name=%.6f and a newline. */
static inline void print_fv(const char *name, double v) {
  print_str(name);
  PUTC('=');
  print_f(v, 6);
  print_nl();
}

/* name=%.6e and a newline. */
static inline void print_ev(const char *name, double v) {
  print_str(name);
  PUTC('=');
  print_e(v, 6);
  print_nl();
}

#endif
