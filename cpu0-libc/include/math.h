/* math.h of the Cpu0 C library (double is IEEE binary64, soft-float). */
#ifndef _CPU0_MATH_H
#define _CPU0_MATH_H
#define HUGE_VAL __builtin_huge_val()
#define HUGE_VALF __builtin_huge_valf()
#define INFINITY __builtin_inff()
#define NAN __builtin_nanf("")
#define M_PI 3.14159265358979323846
#define M_E 2.7182818284590452354
#define FP_NAN 0
#define FP_INFINITE 1
#define FP_ZERO 2
#define FP_SUBNORMAL 3
#define FP_NORMAL 4
#define fpclassify(x) __builtin_fpclassify(FP_NAN, FP_INFINITE, FP_NORMAL, FP_SUBNORMAL, FP_ZERO, x)
#define isnan(x) __builtin_isnan(x)
#define isinf(x) __builtin_isinf(x)
#define isfinite(x) __builtin_isfinite(x)
#define isnormal(x) __builtin_isnormal(x)
#define signbit(x) __builtin_signbit(x)
#define isgreater(x, y) __builtin_isgreater(x, y)
#define isless(x, y) __builtin_isless(x, y)
#define isunordered(x, y) __builtin_isunordered(x, y)
typedef double double_t;
typedef float float_t;
#define __CPU0_MATH2(name) double name(double); float name##f(float);
__CPU0_MATH2(fabs) __CPU0_MATH2(floor) __CPU0_MATH2(ceil) __CPU0_MATH2(trunc)
__CPU0_MATH2(round) __CPU0_MATH2(sqrt) __CPU0_MATH2(exp) __CPU0_MATH2(exp2)
__CPU0_MATH2(log) __CPU0_MATH2(log2) __CPU0_MATH2(log10) __CPU0_MATH2(sin)
__CPU0_MATH2(cos) __CPU0_MATH2(tan) __CPU0_MATH2(asin) __CPU0_MATH2(acos)
__CPU0_MATH2(atan) __CPU0_MATH2(sinh) __CPU0_MATH2(cosh) __CPU0_MATH2(tanh)
__CPU0_MATH2(cbrt) __CPU0_MATH2(rint) __CPU0_MATH2(nearbyint) __CPU0_MATH2(expm1)
__CPU0_MATH2(log1p)
#undef __CPU0_MATH2
double fmod(double, double); float fmodf(float, float);
double pow(double, double); float powf(float, float);
double atan2(double, double); float atan2f(float, float);
double hypot(double, double); float hypotf(float, float);
double fmin(double, double); float fminf(float, float);
double fmax(double, double); float fmaxf(float, float);
double copysign(double, double); float copysignf(float, float);
double frexp(double, int *); float frexpf(float, int *);
double ldexp(double, int); float ldexpf(float, int);
double scalbn(double, int); float scalbnf(float, int);
double modf(double, double *); float modff(float, float *);
long lround(double); long lroundf(float);
long lrint(double); long lrintf(float);
#endif
