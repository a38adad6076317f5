/* The console of the C corpus.
 *
 * On Cpu0 a byte stored to 0xFF000000 is printed (the simulator's I/O port); built
 * natively with -DHOST, PUTC is the C library's putchar, so every program prints the
 * same text on both. The programs use only the fixed-width types below (never
 * `long`, which is 32 bits on MIPS and 64 on x86_64) and print nothing that depends
 * on the byte order, the size of a pointer or an address.
 */
#ifndef CPU0IO_H
#define CPU0IO_H

typedef signed char i8;
typedef unsigned char u8;
typedef short i16;
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

static inline void print_nl(void) { PUTC('\n'); }

static inline void print_u32(u32 v) {
  char buf[10];
  int n = 0;
  do {
    buf[n++] = (char)('0' + v % 10);
    v /= 10;
  } while (v);
  while (n)
    PUTC(buf[--n]);
}

static inline void print_int(i32 v) {
  if (v < 0) {
    PUTC('-');
    print_u32(0u - (u32)v);
  } else {
    print_u32((u32)v);
  }
}

static inline void print_u64(u64 v) {
  char buf[20];
  int n = 0;
  do {
    buf[n++] = (char)('0' + v % 10);
    v /= 10;
  } while (v);
  while (n)
    PUTC(buf[--n]);
}

static inline void print_i64(i64 v) {
  if (v < 0) {
    PUTC('-');
    print_u64(0ull - (u64)v);
  } else {
    print_u64((u64)v);
  }
}

static inline void print_hex(u32 v) {
  for (int i = 28; i >= 0; i -= 4)
    PUTC("0123456789abcdef"[(v >> i) & 15]);
}

static inline void print_hex64(u64 v) {
  print_hex((u32)(v >> 32));
  print_hex((u32)v);
}

/* `name=value` and a newline. */
static inline void print_kv(const char *name, i32 v) {
  print_str(name);
  PUTC('=');
  print_int(v);
  print_nl();
}

#endif
