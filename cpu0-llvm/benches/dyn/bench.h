/* The console of the dyn-count benchmark programs: the C corpus's (types, PUTC,
 * print_str, print_hex; see tests/c/cpu0io.h), plus a hex `name=value` line and a
 * deterministic generator.
 *
 * Built for real MIPS32 by mips-ref/run.sh (-DHOST), PUTC is putchar, which run.sh's
 * start.c gives. Each program prints a few checksums, so both sides can be compared;
 * nothing printed depends on the byte order. No 64-bit division and no floating
 * point: the MIPS side has no compiler runtime (the corpus header's decimal printers
 * divide 64-bit values, so they are not used here).
 */
#ifndef BENCH_H
#define BENCH_H

#include "../../../tests/c/cpu0io.h"

/* `name=hex` and a newline. */
static inline void print_hex_kv(const char *name, u32 v) {
  print_str(name);
  PUTC('=');
  print_hex(v);
  PUTC('\n');
}

/* A small deterministic generator (LCG, Numerical Recipes constants). */
static u32 rng_state = 12345;
static inline u32 rng(void) {
  rng_state = rng_state * 1664525u + 1013904223u;
  return rng_state >> 8;
}

#endif
