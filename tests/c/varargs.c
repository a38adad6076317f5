/* Variadic functions: sums of ints and of 64-bit values, a mixed argument
   list described by a format, a small printf, va_copy and va_list passed on. */
#include "cpu0io.h"

typedef __builtin_va_list va_list;
#define va_start(ap, last) __builtin_va_start(ap, last)
#define va_arg(ap, type) __builtin_va_arg(ap, type)
#define va_end(ap) __builtin_va_end(ap)
#define va_copy(d, s) __builtin_va_copy(d, s)

static i32 sum_ints(int n, ...) {
  va_list ap;
  va_start(ap, n);
  i32 s = 0;
  for (int i = 0; i < n; i++)
    s += va_arg(ap, i32);
  va_end(ap);
  return s;
}

static i64 sum_i64(int n, ...) {
  va_list ap;
  va_start(ap, n);
  i64 s = 0;
  for (int i = 0; i < n; i++)
    s += va_arg(ap, i64);
  va_end(ap);
  return s;
}

/* 'i' an int, 'l' a 64-bit integer, 'c' a char (promoted to int), 's' a string. */
static i64 mixed(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  i64 s = 0;
  for (; *fmt; fmt++) {
    switch (*fmt) {
    case 'i': s = s * 3 + va_arg(ap, i32); break;
    case 'l': s = s * 5 + va_arg(ap, i64); break;
    case 'c': s = s * 7 + (char)va_arg(ap, int); break;
    case 's': {
      const char *str = va_arg(ap, const char *);
      while (*str)
        s = s * 2 + *str++;
      break;
    }
    }
  }
  va_end(ap);
  return s;
}

static void vprint(const char *fmt, va_list ap) {
  for (; *fmt; fmt++) {
    if (*fmt != '%') {
      PUTC(*fmt);
      continue;
    }
    fmt++;
    int is_long = 0;
    if (*fmt == 'l' && fmt[1] == 'l') {
      is_long = 1;
      fmt += 2;
    }
    switch (*fmt) {
    case 'd':
      if (is_long)
        print_i64(va_arg(ap, i64));
      else
        print_int(va_arg(ap, i32));
      break;
    case 'u':
      if (is_long)
        print_u64(va_arg(ap, u64));
      else
        print_u32(va_arg(ap, u32));
      break;
    case 'x':
      if (is_long)
        print_hex64(va_arg(ap, u64));
      else
        print_hex(va_arg(ap, u32));
      break;
    case 's': print_str(va_arg(ap, const char *)); break;
    case 'c': PUTC(va_arg(ap, int)); break;
    case '%': PUTC('%'); break;
    default: PUTC('?'); break;
    }
  }
}

static void printf_(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  vprint(fmt, ap);
  va_end(ap);
}

/* Prints the list twice: through a copy, then the original. */
static void twice(const char *fmt, ...) {
  va_list ap, aq;
  va_start(ap, fmt);
  va_copy(aq, ap);
  vprint(fmt, aq);
  va_end(aq);
  vprint(fmt, ap);
  va_end(ap);
}

static i32 max_of(int n, ...) {
  va_list ap;
  va_start(ap, n);
  i32 m = va_arg(ap, i32);
  for (int i = 1; i < n; i++) {
    i32 v = va_arg(ap, i32);
    if (v > m)
      m = v;
  }
  va_end(ap);
  return m;
}

int main(void) {
  print_kv("sum0", sum_ints(0));
  print_kv("sum5", sum_ints(5, 1, 2, 3, 4, 5));
  print_kv("sum10", sum_ints(10, 10, -20, 30, -40, 50, -60, 70, -80, 90, 1000));
  print_str("sum_i64: ");
  print_i64(sum_i64(3, 1LL << 40, -5LL, 0x7fffffffLL));
  print_nl();
  print_str("mixed: ");
  print_i64(mixed("ilcis", 1, 2LL << 33, 'x', -4, "ok"));
  PUTC(' ');
  print_i64(mixed("clli", 'A', -1LL, 1000000000000LL, 9));
  print_nl();
  printf_("%d + %d = %d, %u%%, %x, [%s], %c%c\n", -12, 30, 18, 4000000000u, 0xcafeu, "str", 'o',
          'k');
  printf_("%lld %llu %llx|%d\n", -1234567890123LL, 18446744073709551615ull, 0xfedcba9876543210ull,
          7);
  twice("<%d,%lld,%s>", 3, 4LL, "five");
  PUTC('\n');
  print_kv("max", max_of(6, 3, 99, -4, 12, 99, 42));
  print_kv("max1", max_of(1, -77));
  return sum_ints(3, 40, 1, 1);
}
