/* stdlib.h: integer conversions, arithmetic, sorting and searching, rand. */
#include <ctype.h>
#include <errno.h>
#include <limits.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* The common part of strtol..strtoull: the magnitude (saturated at `limit`, with
 * ERANGE) and the sign; *end as C requires (s itself when no digits). */
static unsigned long long parse_int(const char *s, char **end, int base, unsigned long long limit,
                                    int *neg) {
  const char *p = s;
  while (isspace((unsigned char)*p))
    p++;
  *neg = 0;
  if (*p == '+' || *p == '-')
    *neg = *p++ == '-';
  if ((base == 0 || base == 16) && p[0] == '0' && (p[1] | 32) == 'x' && isxdigit((unsigned char)p[2])) {
    p += 2;
    base = 16;
  } else if (base == 0) {
    base = *p == '0' ? 8 : 10;
  }
  unsigned long long v = 0;
  int any = 0, over = 0;
  for (;; p++) {
    int d;
    if (isdigit((unsigned char)*p))
      d = *p - '0';
    else if (isalpha((unsigned char)*p))
      d = (*p | 32) - 'a' + 10;
    else
      break;
    if (d >= base)
      break;
    any = 1;
    if (v > (limit - (unsigned)d) / (unsigned)base)
      over = 1;
    else
      v = v * (unsigned)base + (unsigned)d;
  }
  if (end)
    *end = (char *)(any ? p : s);
  if (over) {
    errno = ERANGE;
    return limit;
  }
  return v;
}

long long strtoll(const char *s, char **end, int base) {
  int neg;
  unsigned long long v = parse_int(s, end, base, (unsigned long long)LLONG_MAX + 1, &neg);
  if (!neg && v > LLONG_MAX) {
    errno = ERANGE;
    return LLONG_MAX;
  }
  return neg ? (long long)(0 - v) : (long long)v;
}

unsigned long long strtoull(const char *s, char **end, int base) {
  int neg;
  unsigned long long v = parse_int(s, end, base, ULLONG_MAX, &neg);
  return neg ? 0 - v : v;
}

long strtol(const char *s, char **end, int base) {
  int neg;
  unsigned long long v = parse_int(s, end, base, (unsigned long long)LONG_MAX + 1, &neg);
  if (!neg && v > LONG_MAX) {
    errno = ERANGE;
    return LONG_MAX;
  }
  return neg ? (long)(0 - v) : (long)v;
}

unsigned long strtoul(const char *s, char **end, int base) {
  int neg;
  unsigned long long v = parse_int(s, end, base, ULONG_MAX, &neg);
  return (unsigned long)(neg ? 0 - v : v);
}

int atoi(const char *s) { return (int)strtol(s, NULL, 10); }
long atol(const char *s) { return strtol(s, NULL, 10); }
long long atoll(const char *s) { return strtoll(s, NULL, 10); }

int abs(int x) { return x < 0 ? -x : x; }
long labs(long x) { return x < 0 ? -x : x; }
long long llabs(long long x) { return x < 0 ? -x : x; }
div_t div(int a, int b) { return (div_t){a / b, a % b}; }
ldiv_t ldiv(long a, long b) { return (ldiv_t){a / b, a % b}; }
lldiv_t lldiv(long long a, long long b) { return (lldiv_t){a / b, a % b}; }

static void swap(unsigned char *a, unsigned char *b, size_t size) {
  for (size_t i = 0; i < size; i++) {
    unsigned char t = a[i];
    a[i] = b[i];
    b[i] = t;
  }
}

/* Heapsort: O(n log n) in every case and no recursion. */
static void sift(unsigned char *base, size_t root, size_t n, size_t size,
                 int (*cmp)(const void *, const void *)) {
  for (;;) {
    size_t child = 2 * root + 1;
    if (child >= n)
      return;
    if (child + 1 < n && cmp(base + child * size, base + (child + 1) * size) < 0)
      child++;
    if (cmp(base + root * size, base + child * size) >= 0)
      return;
    swap(base + root * size, base + child * size, size);
    root = child;
  }
}

void qsort(void *base, size_t n, size_t size, int (*cmp)(const void *, const void *)) {
  unsigned char *b = base;
  if (n < 2 || size == 0)
    return;
  for (size_t i = n / 2; i-- > 0;)
    sift(b, i, n, size, cmp);
  for (size_t end = n - 1; end > 0; end--) {
    swap(b, b + end * size, size);
    sift(b, 0, end, size, cmp);
  }
}

void *bsearch(const void *key, const void *base, size_t n, size_t size,
              int (*cmp)(const void *, const void *)) {
  const unsigned char *b = base;
  size_t lo = 0, hi = n;
  while (lo < hi) {
    size_t mid = lo + (hi - lo) / 2;
    int c = cmp(key, b + mid * size);
    if (c == 0)
      return (void *)(b + mid * size);
    if (c < 0)
      hi = mid;
    else
      lo = mid + 1;
  }
  return NULL;
}

/* A 32-bit xorshift generator; rand() gives its top 31 bits. */
static uint32_t rand_state = 1;

void srand(unsigned seed) { rand_state = seed ? seed : 1; }

int rand(void) {
  uint32_t x = rand_state;
  x ^= x << 13;
  x ^= x >> 17;
  x ^= x << 5;
  rand_state = x;
  return (int)(x >> 1);
}
