/* csmith.h includes <math.h>; the campaign generates no floating point. */
#ifndef CSMITH_MATH_H
#define CSMITH_MATH_H
#endif
