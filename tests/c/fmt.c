/* Formatting doubles by hand (cpu0fmt.h: the exact value rounded, halves to
   even, as printf does): %.Nf and %.Ne of special and hard values at several
   precisions, floats widened to double, sums that are not what they seem, and
   a small printf whose double arguments are read with va_arg. */
#include "cpu0fmt.h"

typedef __builtin_va_list va_list;
#define va_start(ap, last) __builtin_va_start(ap, last)
#define va_arg(ap, type) __builtin_va_arg(ap, type)
#define va_end(ap) __builtin_va_end(ap)

/* Global and writable, so that nothing is folded at compile time. */
double values[] = {
    0.0,
    -0.0,
    1.0,
    -1.0,
    0.1,
    0.5,
    1.5,
    2.5,
    -2.5,
    0.125,
    0.375,
    1.0 / 3,
    2.0 / 3,
    5e-7,
    4.9999999999999998e-7,
    9.9999995,
    999999.9999995,
    123456789.125,
    3.141592653589793,
    2.718281828459045,
    1e15,
    1e22,
    1e23,
    1.7976931348623157e308,
    2.2250738585072014e-308,
    4.9406564584124654e-324,
    -6.103515625e-05,
};
float fvalues[] = {0.1f, 1.0f / 3, 16777216.0f, 3.4028235e38f, 1.17549435e-38f, 1.4e-45f, -0.0f};
int precisions[] = {0, 1, 2, 3, 6, 10};
double zero = 0.0;

/* %d, %u, %s, %c, %%, and %f / %e with an optional .N (default 6). */
static void mini_printf(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  for (; *fmt; fmt++) {
    if (*fmt != '%') {
      PUTC(*fmt);
      continue;
    }
    fmt++;
    int prec = 6;
    if (*fmt == '.') {
      prec = 0;
      for (fmt++; *fmt >= '0' && *fmt <= '9'; fmt++)
        prec = prec * 10 + (*fmt - '0');
    }
    switch (*fmt) {
    case 'd': print_int(va_arg(ap, i32)); break;
    case 'u': print_u32(va_arg(ap, u32)); break;
    case 's': print_str(va_arg(ap, const char *)); break;
    case 'c': PUTC(va_arg(ap, int)); break;
    case 'f': print_f(va_arg(ap, double), prec); break;
    case 'e': print_e(va_arg(ap, double), prec); break;
    case '%': PUTC('%'); break;
    default: PUTC('?'); break;
    }
  }
  va_end(ap);
}

int main(void) {
  int nv = (int)(sizeof values / sizeof values[0]);
  for (int i = 0; i < nv; i++) {
    double v = values[i];
    print_f(v, 6);
    PUTC(' ');
    print_e(v, 6);
    print_nl();
    for (u32 p = 0; p < sizeof precisions / sizeof precisions[0]; p++) {
      PUTC(' ');
      print_f(v, precisions[p]);
      PUTC(' ');
      print_e(v, precisions[p]);
      print_nl();
    }
  }
  print_str("every digit of the smallest subnormal:\n");
  print_e(values[25], 760);
  print_nl();
  print_str("2^-20 exactly: ");
  print_f(9.5367431640625e-07, 26);
  print_nl();

  for (u32 i = 0; i < sizeof fvalues / sizeof fvalues[0]; i++) {
    float f = fvalues[i];
    print_f(f, 20);
    PUTC(' ');
    print_e(f, 10);
    print_nl();
  }

  double inf = 1.0 / zero, nan = zero / zero;
  mini_printf("inf %f, -inf %e, nan %f and %.2e\n", inf, -inf, nan, -nan);

  /* Sums that are not what they seem. */
  double tenth = 0;
  for (int i = 0; i < 10; i++)
    tenth += 0.1;
  mini_printf("0.1 ten times: %.17f (%s 1)\n", tenth, tenth == 1.0 ? "==" : "!=");
  float ftenth = 0;
  for (int i = 0; i < 10; i++)
    ftenth += 0.1f;
  mini_printf("0.1f ten times: %.10f\n", (double)ftenth);
  double big = 1e16;
  mini_printf("1e16 + 1 - 1e16 = %.1f, 1e16 + 2 - 1e16 = %.1f\n", big + 1 - big, big + 2 - big);

  /* A table through the small printf: mixed ints, strings and doubles. */
  for (int i = 1; i <= 8; i++) {
    double x = i * 0.375 - 1;
    mini_printf("%d|%s|%.3f|%e|%.0e|%u%%|%c\n", i, i & 1 ? "odd" : "even", x, x * x * x,
                x * 1000, (u32)i * 12u, 'a' + i);
  }
  return 0;
}
