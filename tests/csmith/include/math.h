/* csmith.h includes <math.h>. The default campaign generates no floating point;
 * with CSMITH_OPTIONS=--float, safe_math.h calls fabs and fabsf, which C would
 * otherwise declare `int f()` (a call that passes a double and reads an int).
 * Defined here because the reference build has no C library. */
#ifndef CSMITH_MATH_H
#define CSMITH_MATH_H
static inline double fabs(double x) { return __builtin_fabs(x); }
static inline float fabsf(float x) { return __builtin_fabsf(x); }
#endif
