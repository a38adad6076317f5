/* The console of the dyn-count benchmark programs.
 *
 * On Cpu0 a byte stored to 0xFF000000 is printed (the simulator's I/O port); built for
 * real MIPS32 by mips-ref/run.sh (-DHOST) it is putchar, which run.sh's start.c gives.
 * Each program prints a few checksums, so both sides can be compared; nothing printed
 * depends on the byte order. No 64-bit division and no floating point: the MIPS side
 * has no compiler runtime.
 */
#ifndef BENCH_H
#define BENCH_H

typedef unsigned char u8;
typedef unsigned short u16;
typedef int i32;
typedef unsigned int u32;
typedef long long i64;
typedef unsigned long long u64;

#ifdef HOST
int putchar(int);
#define PUTC(c) putchar((u8)(c))
#else
#define PUTC(c) (*(volatile unsigned char *)0xFF000000 = (u8)(c))
#endif

#define NOINLINE __attribute__((noinline))

static inline void print_str(const char *s) {
  while (*s)
    PUTC(*s++);
}

static inline void print_hex(u32 v) {
  for (int i = 28; i >= 0; i -= 4)
    PUTC("0123456789abcdef"[(v >> i) & 15]);
}

/* `name=hex` and a newline. */
static inline void print_kv(const char *name, u32 v) {
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
