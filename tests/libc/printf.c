/* printf against glibc: every conversion with flags, width and precision over a
 * table of values (rounding ties, powers of ten, denormals, inf, NaN) and random
 * doubles. The expected output is glibc's (regen.sh). */
#include <stdio.h>
#include <string.h>

static unsigned long long state = 0x9e3779b97f4a7c15ull;
static unsigned long long next(void) {
  state ^= state << 13;
  state ^= state >> 7;
  state ^= state << 17;
  return state;
}

static double from_bits(unsigned long long b) {
  double d;
  memcpy(&d, &b, 8);
  return d;
}

static const char *ffmt[] = {"%f", "%.0f", "%.1f", "%.3f", "%.17f", "%e", "%.0e", "%.3e",
                             "%.16e", "%g", "%.14g", "%.17g", "%.3g", "%#.3g", "%a", "%.0a",
                             "%.3a", "%A", "%12.4f|", "%-12.3e|", "%+g", "% g", "%010.3f",
                             "%#.0f", "%#.0e", "%G", "%E", "%F", "%-+15.6a|"};
static const double fval[] = {0.0, -0.0, 1, -1, 0.5, 1.5, 2.5, -2.5, 0.125, 0.375, 1e-300,
                              5e-324, 2.2250738585072014e-308, 2.2250738585072009e-308,
                              1.7976931348623157e308, 123456789.0, 0.1, 0.2, 0.3, 1e21, 1e22,
                              1e23, 9.5, 0.05, 0.15, 0.25, 0.35, 1e15, 1e16, 1e17, 1e-5, 1e-4,
                              123.456, 1.0 / 3, 2.0 / 3, 999999.5, 9999995, 0.000123456,
                              1.0000000000000002, 4503599627370497.5, 0.9999999999999999};

int main(void) {
  double special[3];
  special[0] = 1.0 / 0.0;
  special[1] = -special[0];
  special[2] = special[0] - special[0];
  for (unsigned i = 0; i < sizeof ffmt / sizeof *ffmt; i++) {
    for (unsigned j = 0; j < sizeof fval / sizeof *fval; j++) {
      printf(ffmt[i], fval[j]);
      putchar('\n');
    }
    for (unsigned j = 0; j < 2; j++) { /* NaN's sign is not portable: positive only */
      printf(ffmt[i], special[j]);
      putchar('\n');
    }
    printf(ffmt[i], -special[2] > 0 || -special[2] < 0 ? 0.0 : __builtin_fabs(special[2]));
    putchar('\n');
    for (int k = 0; k < 40; k++) {
      double d = from_bits(next());
      if (d != d)
        continue;
      printf(ffmt[i], d);
      putchar('\n');
      printf(ffmt[i], (double)(next() % 1000000) / 1000.0);
      putchar('\n');
    }
  }
  static const char *ifmt[] = {"%d", "%5d|", "%-5d|", "%05d", "%+d", "% d", "%.3d", "%x",
                               "%X", "%#x", "%#o", "%o", "%u", "%.0d|", "%hhd", "%hd", "%8.3x|",
                               "%-#8x|", "%i"};
  static const int ival[] = {0, 1, -1, 42, -42, 2147483647, -2147483647 - 1, 255, 65535, 100000};
  for (unsigned i = 0; i < sizeof ifmt / sizeof *ifmt; i++)
    for (unsigned j = 0; j < sizeof ival / sizeof *ival; j++) {
      printf(ifmt[i], ival[j]);
      putchar('\n');
    }
  printf("%lld %llx %llu %lli %llo\n", -1234567890123456789LL, 0xfedcba9876543210ULL,
         18446744073709551615ULL, 9223372036854775807LL, 01234567012345670123ULL);
  printf("%ld %lu %lx %zu %jd\n", -7L, 4000000000UL, 0xdeadbeefUL, (size_t)12, (long long)-3);
  printf("[%s] [%10s] [%-10s] [%.3s] [%*d] [%-*d] [%.*f]\n", "hello", "hi", "hi", "hello", 6,
         42, 6, 42, 2, 3.14159);
  printf("[%c] [%3c] [%-3c] [%%] [%5%]\n", 'x', 'y', 'z');
  int n = 0;
  printf("abc%n|\n", &n);
  printf("n=%d\n", n);
  char buf[16];
  int r = snprintf(buf, sizeof buf, "%s-%d-%.2f", "truncated output", 12345, 2.5);
  printf("%d [%s]\n", r, buf);
  r = snprintf(NULL, 0, "%g", 1e100);
  printf("%d\n", r);
  sprintf(buf, "%05.1f", -2.25);
  puts(buf);
  return 0;
}
