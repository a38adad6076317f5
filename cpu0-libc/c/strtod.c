/* strtod, strtof, atof: correctly rounded (to nearest, ties to even), decimal and
 * hexadecimal, inf/infinity/nan.
 *
 * A decimal D * 10^E (D the first 800 significant digits, plus a sticky 1 when
 * non-zero digits follow; no halfway point between doubles needs more than 767) is
 * turned into 64 significant bits and a sticky bit with exact big-integer
 * arithmetic: for E >= 0 the integer D * 10^E; for E < 0 the quotient of D * 2^s
 * by 10^-E, by binary long division. __cpu0_make_double rounds those to a double. */
#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "libc.h"

#define MAX_DIGITS 800
#define WORDS 140 /* 32-bit words: 10^1130 * 2^64 needs < 3840 bits */

typedef struct {
  uint32_t w[WORDS]; /* least significant first */
  int n;
} big;

static void big_mul_add(big *b, uint32_t k, uint32_t add) {
  uint64_t carry = add;
  for (int i = 0; i < b->n; i++) {
    uint64_t v = (uint64_t)b->w[i] * k + carry;
    b->w[i] = (uint32_t)v;
    carry = v >> 32;
  }
  if (carry)
    b->w[b->n++] = (uint32_t)carry;
}

static int big_bits(const big *b) {
  if (b->n == 0)
    return 0;
  uint32_t top = b->w[b->n - 1];
  int bits = 32 * (b->n - 1);
  while (top) {
    bits++;
    top >>= 1;
  }
  return bits;
}

static void big_shl(big *b, int s) {
  int words = s / 32, bits = s % 32;
  if (b->n == 0)
    return;
  b->w[b->n] = 0;
  for (int i = b->n; i >= 0; i--) {
    uint32_t v = b->w[i] << bits;
    if (bits && i > 0)
      v |= b->w[i - 1] >> (32 - bits);
    b->w[i + words] = v;
  }
  for (int i = 0; i < words; i++)
    b->w[i] = 0;
  b->n += words + 1;
  while (b->n > 0 && b->w[b->n - 1] == 0)
    b->n--;
}

static void big_shr1(big *b) {
  for (int i = 0; i < b->n; i++)
    b->w[i] = (b->w[i] >> 1) | (i + 1 < b->n ? b->w[i + 1] << 31 : 0);
  while (b->n > 0 && b->w[b->n - 1] == 0)
    b->n--;
}

static int big_cmp(const big *a, const big *b) {
  if (a->n != b->n)
    return a->n < b->n ? -1 : 1;
  for (int i = a->n - 1; i >= 0; i--)
    if (a->w[i] != b->w[i])
      return a->w[i] < b->w[i] ? -1 : 1;
  return 0;
}

static void big_sub(big *a, const big *b) { /* a -= b, a >= b */
  uint32_t borrow = 0;
  for (int i = 0; i < a->n; i++) {
    uint32_t bw = i < b->n ? b->w[i] : 0;
    uint64_t v = (uint64_t)a->w[i] - bw - borrow;
    a->w[i] = (uint32_t)v;
    borrow = (uint32_t)(v >> 63);
  }
  while (a->n > 0 && a->w[a->n - 1] == 0)
    a->n--;
}

/* The top 64 bits of b (b has at least 64 bits), their weight's exponent, and
 * whether any lower bit is set. */
static uint64_t big_top64(const big *b, int *exp2, int *sticky) {
  int bits = big_bits(b);
  int low = bits - 64;
  uint64_t r = 0;
  for (int i = 63; i >= 0; i--) {
    int bit = low + i;
    r = r << 1 | ((b->w[bit / 32] >> (bit % 32)) & 1);
  }
  int st = 0;
  for (int bit = 0; bit < low && !st; bit++)
    st = (b->w[bit / 32] >> (bit % 32)) & 1;
  *exp2 = low;
  *sticky = st;
  return r;
}

/* The double nearest to (mant + sticky * epsilon) * 2^exp2, ties to even; mant != 0.
 * Handles subnormals, underflow to zero and overflow to infinity (errno ERANGE). */
double __cpu0_make_double(uint64_t mant, int exp2, int sticky, int neg) {
  while (!(mant >> 63)) {
    mant <<= 1;
    exp2--;
  }
  int lead = exp2 + 63; /* the exponent of the leading bit */
  int keep = lead >= -1022 ? 53 : lead + 1075; /* a subnormal keeps fewer bits */
  uint64_t bits;
  if (keep <= 0) {
    /* Below half the smallest subnormal, or exactly half of it (a tie to 0), is 0. */
    bits = keep == 0 && (mant > (1ull << 63) || sticky);
    errno = ERANGE;
  } else {
    int drop = 64 - keep;
    uint64_t kept = mant >> drop;
    uint64_t rest = mant & ((1ull << drop) - 1);
    uint64_t half = 1ull << (drop - 1);
    if (rest > half || (rest == half && (sticky || (kept & 1))))
      kept++;
    if (keep < 53) {
      bits = kept; /* a subnormal in units of 2^-1074; 2^52 is the smallest normal */
      if (rest || sticky)
        errno = ERANGE; /* underflow: tiny and inexact, as glibc reports it */
    } else {
      if (kept >> 53) {
        kept >>= 1;
        lead++;
      }
      if (lead > 1023) {
        errno = ERANGE;
        bits = 0x7ffull << 52;
      } else {
        bits = (uint64_t)(lead + 1023) << 52 | (kept & 0xfffffffffffffull);
      }
    }
  }
  bits |= (uint64_t)neg << 63;
  double d;
  __builtin_memcpy(&d, &bits, 8);
  return d;
}

static void big_pow10(big *b, int e) {
  for (; e >= 9; e -= 9)
    big_mul_add(b, 1000000000u, 0);
  uint32_t k = 1;
  while (e-- > 0)
    k *= 10;
  big_mul_add(b, k, 0);
}

/* digits[0..n) * 10^e10, n > 0, digits[0] != '0'. */
static double decimal(const char *digits, int n, int e10, int neg) {
  if (n + e10 > 310) {
    errno = ERANGE;
    return neg ? -HUGE_VAL : HUGE_VAL;
  }
  if (n + e10 < -330) {
    errno = ERANGE;
    return neg ? -0.0 : 0.0;
  }
  static big num, den;
  num.n = 0;
  for (int i = 0; i < n; i++) {
    if (num.n == 0 && digits[i] == '0')
      continue;
    if (num.n == 0)
      num.w[num.n++] = (uint32_t)(digits[i] - '0');
    else
      big_mul_add(&num, 10, (uint32_t)(digits[i] - '0'));
  }
  int exp2 = 0, sticky = 0;
  uint64_t mant;
  if (e10 >= 0) {
    big_pow10(&num, e10);
    if (big_bits(&num) <= 64)
      mant = num.n == 1 ? num.w[0] : (uint64_t)num.w[1] << 32 | num.w[0];
    else
      mant = big_top64(&num, &exp2, &sticky);
    return __cpu0_make_double(mant, exp2, sticky, neg);
  }
  den.n = 1;
  den.w[0] = 1;
  big_pow10(&den, -e10);
  /* q = num * 2^s / den in [2^62, 2^64): 62 or more exact bits and a sticky bit. */
  int s = 63 + big_bits(&den) - big_bits(&num);
  if (s > 0)
    big_shl(&num, s);
  else if (s < 0)
    big_shl(&den, -s);
  big_shl(&den, 63);
  mant = 0;
  for (int bit = 63; bit >= 0; bit--) {
    if (big_cmp(&num, &den) >= 0) {
      big_sub(&num, &den);
      mant |= 1ull << bit;
    }
    big_shr1(&den);
  }
  return __cpu0_make_double(mant, -s, num.n != 0, neg);
}

/* An exponent part ("e-12", "p+3"): added to *exp when `marker` and at least one
 * digit follow, else nothing is consumed. Huge exponents saturate (the value is 0 or
 * infinite long before 100000). Returns the end of what was read. */
static const char *parse_exponent(const char *p, char marker, int *exp) {
  if ((*p | 32) != marker)
    return p;
  const char *q = p + 1;
  int neg = 0;
  if (*q == '+' || *q == '-')
    neg = *q++ == '-';
  if (!isdigit((unsigned char)*q))
    return p;
  long e = 0;
  while (isdigit((unsigned char)*q)) {
    if (e < 100000)
      e = e * 10 + (*q - '0');
    q++;
  }
  *exp += neg ? -(int)e : (int)e;
  return q;
}

static int hexval(int c) {
  if (c >= '0' && c <= '9')
    return c - '0';
  c |= 32;
  return c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
}

/* After "0x": hex digits, an optional point, an optional p exponent. */
static double hex(const char *p, const char **end, int neg) {
  uint64_t mant = 0;
  int exp2 = 0, sticky = 0, any = 0, point = 0;
  for (;; p++) {
    int v;
    if (*p == '.' && !point) {
      point = 1;
      continue;
    }
    if ((v = hexval(*p)) < 0)
      break;
    any = 1;
    if (mant >> 60) {
      sticky |= v != 0;
      if (!point)
        exp2 += 4;
    } else {
      mant = mant << 4 | (uint64_t)v;
      if (point)
        exp2 -= 4;
    }
  }
  if (!any)
    return 0; /* *end stays after the "0" */
  p = parse_exponent(p, 'p', &exp2);
  *end = p;
  if (mant == 0)
    return neg ? -0.0 : 0.0;
  return __cpu0_make_double(mant, exp2, sticky, neg);
}

static int match(const char *p, const char *word) {
  int i = 0;
  for (; word[i]; i++)
    if (tolower((unsigned char)p[i]) != word[i])
      return 0;
  return i;
}

double strtod(const char *s, char **endp) {
  const char *p = s, *end = s;
  while (isspace((unsigned char)*p))
    p++;
  int neg = 0;
  if (*p == '+' || *p == '-')
    neg = *p++ == '-';
  double r = 0;
  int k;
  if ((k = match(p, "infinity")) || (k = match(p, "inf"))) {
    r = neg ? -HUGE_VAL : HUGE_VAL;
    end = p + k;
  } else if ((k = match(p, "nan"))) {
    uint64_t qnan = 0x7ff8000000000000ull | (uint64_t)neg << 63; /* glibc's quiet NaN */
    __builtin_memcpy(&r, &qnan, 8);
    end = p + k;
    if (*end == '(') {
      const char *q = end + 1;
      while (isalnum((unsigned char)*q) || *q == '_')
        q++;
      if (*q == ')')
        end = q + 1;
    }
  } else if (p[0] == '0' && (p[1] | 32) == 'x') {
    end = p + 1;
    r = hex(p + 2, &end, neg);
    if (end == p + 1 && neg)
      r = -0.0;
  } else {
    static char digits[MAX_DIGITS + 1];
    int n = 0, e10 = 0, any = 0, point = 0, lost = 0;
    for (;; p++) {
      if (*p == '.' && !point) {
        point = 1;
        continue;
      }
      if (!isdigit((unsigned char)*p))
        break;
      any = 1;
      if (n == 0 && *p == '0') { /* leading zeros */
        if (point)
          e10--;
        continue;
      }
      if (n < MAX_DIGITS) {
        digits[n++] = *p;
        if (point)
          e10--;
      } else {
        lost |= *p != '0';
        if (!point)
          e10++;
      }
    }
    if (any) {
      p = parse_exponent(p, 'e', &e10);
      end = p;
      if (lost) { /* a sticky digit below the kept ones */
        digits[n++] = '1';
        e10--;
      }
      r = n == 0 ? (neg ? -0.0 : 0.0) : decimal(digits, n, e10, neg);
    }
  }
  if (endp)
    *endp = (char *)end;
  return r;
}

/* Rounding the correctly rounded double again to float could double-round; the
 * double has 29 more bits, so only a double exactly halfway between two floats
 * that came from a longer input is at risk, which is rare enough to accept. */
float strtof(const char *s, char **end) { return (float)strtod(s, end); }
long double strtold(const char *s, char **end) { return strtod(s, end); }
double atof(const char *s) { return strtod(s, NULL); }
