/* math.h: each function over a table of arguments, printed with %a; the test
 * compares with glibc's results (expected output) within 1 ulp, exactly for the
 * functions C requires exact. */
#include <math.h>
#include <stdio.h>

static unsigned long long state = 0x853c49e6748fea9bull;
static double uniform(double lo, double hi) {
  state ^= state << 13;
  state ^= state >> 7;
  state ^= state << 17;
  return lo + (hi - lo) * (double)(state >> 11) / 9007199254740992.0;
}

typedef double (*f1)(double);
typedef double (*f2)(double, double);

int main(void) {
  struct { const char *name; f1 f; double lo, hi; } one[] = {
      {"exp", exp, -700, 700}, {"exp2", exp2, -1000, 1000}, {"log", log, 1e-300, 1e300},
      {"log", log, 0.5, 2}, {"log2", log2, 1e-10, 1e10}, {"log10", log10, 1e-10, 1e10},
      {"sin", sin, -10, 10}, {"cos", cos, -10, 10}, {"tan", tan, -1.5, 1.5},
      {"sin", sin, -1e5, 1e5}, {"asin", asin, -1, 1}, {"acos", acos, -1, 1},
      {"atan", atan, -20, 20}, {"sinh", sinh, -5, 5}, {"cosh", cosh, -5, 5},
      {"tanh", tanh, -5, 5}, {"cbrt", cbrt, -1e6, 1e6}, {"sqrt", sqrt, 0, 1e6},
      {"floor", floor, -1e6, 1e6}, {"ceil", ceil, -1e6, 1e6}, {"trunc", trunc, -1e6, 1e6},
      {"round", round, -1e6, 1e6}, {"fabs", fabs, -1e6, 1e6}};
  for (unsigned i = 0; i < sizeof one / sizeof *one; i++)
    for (int k = 0; k < 60; k++) {
      double x = uniform(one[i].lo, one[i].hi);
      printf("%s %a %a\n", one[i].name, x, one[i].f(x));
    }
  struct { const char *name; f2 f; double lo, hi, lo2, hi2; } two[] = {
      {"pow", pow, 0, 10, -30, 30}, {"pow", pow, 0.5, 2, -1000, 1000},
      {"atan2", atan2, -10, 10, -10, 10}, {"hypot", hypot, -1e10, 1e10, -1e5, 1e5},
      {"fmod", fmod, -100, 100, -7, 7}};
  for (unsigned i = 0; i < sizeof two / sizeof *two; i++)
    for (int k = 0; k < 60; k++) {
      double x = uniform(two[i].lo, two[i].hi), y = uniform(two[i].lo2, two[i].hi2);
      printf("%s %a %a %a\n", two[i].name, x, y, two[i].f(x, y));
    }
  /* Huge arguments (Payne-Hanek in the library): m * 2^n with |m| < 2 and n up to
   * 996 (about 1e300), exact on both sides; floats up to 2^127. */
  f1 trig[] = {sin, cos, tan};
  const char *trig_name[] = {"sin", "cos", "tan"};
  for (int t = 0; t < 3; t++)
    for (int k = 0; k < 60; k++) {
      double m = uniform(-2, 2); /* in sequence: argument order is unspecified */
      double x = ldexp(m, (int)uniform(20, 997));
      printf("%s %a %a\n", trig_name[t], x, trig[t](x));
    }
  float (*trigf[])(float) = {sinf, cosf, tanf};
  const char *trigf_name[] = {"sinf", "cosf", "tanf"};
  for (int t = 0; t < 3; t++)
    for (int k = 0; k < 60; k++) {
      double m = uniform(-2, 2);
      float x = (float)ldexp(m, (int)uniform(0, 127));
      printf("%s %a %a\n", trigf_name[t], (double)x, (double)trigf[t](x));
    }
  int e;
  double m = frexp(-48.0, &e);
  double ip, fp = modf(-3.75, &ip);
  printf("frexp %a %d ldexp %a %a modf %a %a\n", m, e, ldexp(1.0, -1074), ldexp(3.0, 1023), fp, ip);
  printf("special %a %a %a %a %a %a\n", pow(2, 10), pow(-2, 3), pow(0.0, -1.0), (double)isnan(pow(-8, 1.0 / 3)),
         log10(1000), log2(1024));
  printf("float %a %a %a\n", (double)sinf(1.0f), (double)powf(2.0f, 0.5f), (double)expf(1.0f));
  return 0;
}
