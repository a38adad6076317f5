/* Internal declarations shared by the library's sources. */
#ifndef _CPU0_LIBC_INTERNAL_H
#define _CPU0_LIBC_INTERNAL_H
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

/* The lowest layer (io.c): the I/O ports of cpu0-isa.md. */
void __cpu0_put_byte(int c);
int __cpu0_get_byte(void);
_Noreturn void __cpu0_exit_port(int status);

/* The formatter behind the printf family (printf.c): writes through `out`. */
typedef struct {
  void (*put)(void *ctx, const char *s, size_t n);
  void *ctx;
  size_t count;
} __cpu0_sink;
int __cpu0_vformat(__cpu0_sink *sink, const char *fmt, va_list ap);

/* Exact decimal digits of a finite double (dtoa.c): see the definition. */
int __cpu0_decimal(double x, char *digits, int *exp10);

/* Building a correctly rounded double (strtod.c). */
double __cpu0_make_double(uint64_t mant, int exp2, int sticky, int neg);
#endif
