/* The tiny C library a csmith program needs, for both sides of the campaign
   (tests/csmith/run.sh): `printf` for the integer formats csmith prints with, and
   `strcmp`. With CSMITH_CPU0 a byte goes to Cpu0's output port; otherwise to
   `putchar` of the reference's start.c (MIPS32 under qemu), which also gives mem*.
   The reference links no compiler runtime, so it gets the 64-bit division helpers
   clang calls on MIPS32 from here too. Nothing here divides a 64-bit number with
   `/` or `%`, so the helpers never call themselves. */
#include <stdarg.h>
#include <stdint.h>

#ifdef CSMITH_CPU0
static void rt_out(char c) { *(volatile unsigned char *)0xFF000000 = (unsigned char)c; }
#else
int putchar(int c);
static void rt_out(char c) { putchar((unsigned char)c); }
#endif

/* Unsigned 64-bit division by shift and subtract: quotient, remainder in *rem. */
static uint64_t rt_udivmod64(uint64_t n, uint64_t d, uint64_t *rem) {
  uint64_t q = 0, r = 0;
  int i;
  if (d == 0) {
    *rem = n;
    return 0;
  }
  for (i = 63; i >= 0; i--) {
    r = (r << 1) | ((n >> i) & 1);
    if (r >= d) {
      r -= d;
      q |= (uint64_t)1 << i;
    }
  }
  *rem = r;
  return q;
}

#ifndef CSMITH_CPU0
uint64_t __udivdi3(uint64_t a, uint64_t b) {
  uint64_t r;
  return rt_udivmod64(a, b, &r);
}
uint64_t __umoddi3(uint64_t a, uint64_t b) {
  uint64_t r;
  rt_udivmod64(a, b, &r);
  return r;
}
/* Signed: C truncates toward zero; the remainder has the dividend's sign. */
int64_t __divdi3(int64_t a, int64_t b) {
  uint64_t r, ua = a < 0 ? -(uint64_t)a : (uint64_t)a, ub = b < 0 ? -(uint64_t)b : (uint64_t)b;
  uint64_t q = rt_udivmod64(ua, ub, &r);
  return (int64_t)((a < 0) != (b < 0) ? -q : q);
}
int64_t __moddi3(int64_t a, int64_t b) {
  uint64_t r, ua = a < 0 ? -(uint64_t)a : (uint64_t)a, ub = b < 0 ? -(uint64_t)b : (uint64_t)b;
  rt_udivmod64(ua, ub, &r);
  return (int64_t)(a < 0 ? -r : r);
}

/* 64-bit integer <-> float conversions (csmith's --float programs), built from
   32-bit ones so they never call themselves. Each rounds once: a 64-bit integer
   is the exact sum hi * 2^32 + lo of two exact doubles, so the double sum is
   correctly rounded; to float, a value wider than a double's 53 bits is first
   cut to 53 bits with the lost bits ORed into the last one (round to odd), which
   the one rounding to 24 bits then sees as it would the whole value. */
double __floatundidf(uint64_t x) {
  return (double)(uint32_t)(x >> 32) * 4294967296.0 + (double)(uint32_t)x;
}
double __floatdidf(int64_t x) {
  return (double)(int32_t)((uint64_t)x >> 32) * 4294967296.0 + (double)(uint32_t)x;
}
float __floatundisf(uint64_t x) {
  if (x >> 53 == 0)
    return (float)__floatundidf(x);
  return (float)(__floatundidf((x >> 11) | ((x & 0x7FF) != 0)) * 2048.0);
}
float __floatdisf(int64_t x) {
  return x < 0 ? -__floatundisf(-(uint64_t)x) : __floatundisf((uint64_t)x);
}
/* Truncation toward zero; out-of-range values are undefined in C. The low part
   d - hi * 2^32 is exact: both are multiples of d's last bit and it is below 2^32. */
uint64_t __fixunsdfdi(double d) {
  uint32_t hi, lo;
  if (d < 1.0)
    return 0;
  hi = (uint32_t)(d / 4294967296.0);
  lo = (uint32_t)(d - (double)hi * 4294967296.0);
  return (uint64_t)hi << 32 | lo;
}
int64_t __fixdfdi(double d) {
  return d < 0 ? -(int64_t)__fixunsdfdi(-d) : (int64_t)__fixunsdfdi(d);
}
uint64_t __fixunssfdi(float f) { return __fixunsdfdi(f); }
int64_t __fixsfdi(float f) { return __fixdfdi(f); }
#endif

int strcmp(const char *a, const char *b) {
  while (*a && *a == *b) {
    a++;
    b++;
  }
  return (unsigned char)*a - (unsigned char)*b;
}

/* Prints `v` in `base` (10 or 16), upper-case digits if `upper`, at least `width`
   characters padded with `pad`. */
static int rt_number(uint64_t v, int neg, unsigned base, int upper, int width, char pad) {
  char buf[24];
  int n = 0, len;
  do {
    uint64_t r;
    v = rt_udivmod64(v, base, &r);
    buf[n++] = (char)(r < 10 ? '0' + r : (upper ? 'A' : 'a') + (r - 10));
  } while (v != 0);
  if (neg)
    buf[n++] = '-';
  len = n;
  for (; width > len; width--)
    rt_out(pad);
  while (n > 0)
    rt_out(buf[--n]);
  return len;
}

/* %d %i %u %x %X %c %s %% with optional flag `0`, a width and the length
   modifiers hh h l ll z (ints are 32 bits, long long 64). */
int printf(const char *fmt, ...) {
  va_list ap;
  int count = 0;
  va_start(ap, fmt);
  for (; *fmt; fmt++) {
    char pad = ' ';
    int width = 0, longs = 0;
    if (*fmt != '%') {
      rt_out(*fmt);
      count++;
      continue;
    }
    fmt++;
    if (*fmt == '0') {
      pad = '0';
      fmt++;
    }
    while (*fmt >= '0' && *fmt <= '9')
      width = width * 10 + (*fmt++ - '0');
    while (*fmt == 'h' || *fmt == 'l' || *fmt == 'z') {
      if (*fmt == 'l')
        longs++;
      fmt++;
    }
    switch (*fmt) {
    case 'd':
    case 'i': {
      int64_t v = longs >= 2 ? va_arg(ap, long long) : (int64_t)va_arg(ap, int);
      uint64_t u = v < 0 ? -(uint64_t)v : (uint64_t)v;
      count += rt_number(u, v < 0, 10, 0, width, pad);
      break;
    }
    case 'u':
    case 'x':
    case 'X': {
      uint64_t u = longs >= 2 ? va_arg(ap, unsigned long long) : va_arg(ap, unsigned);
      count += rt_number(u, 0, *fmt == 'u' ? 10 : 16, *fmt == 'X', width, pad);
      break;
    }
    case 'c':
      rt_out((char)va_arg(ap, int));
      count++;
      break;
    case 's': {
      const char *s = va_arg(ap, const char *);
      for (; *s; s++, count++)
        rt_out(*s);
      break;
    }
    case '%':
      rt_out('%');
      count++;
      break;
    default: /* unknown conversion (or the end of the string): stop */
      va_end(ap);
      return count;
    }
  }
  va_end(ap);
  return count;
}
