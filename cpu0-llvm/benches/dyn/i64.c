/* 64-bit arithmetic: xorshift64*, multiply-accumulate, shifts, compares, a 64-bit sum of
   products and a Fibonacci modulo a power of two. */
#include "bench.h"

NOINLINE static u64 xorshift(u64 *s) {
  u64 x = *s;
  x ^= x >> 12; x ^= x << 25; x ^= x >> 27;
  *s = x;
  return x * 0x2545F4914F6CDD1Dull;
}

NOINLINE static u64 dot(const i64 *a, const i64 *b, int n) {
  u64 s = 0;
  for (int i = 0; i < n; i++) s += (u64)(a[i] * b[i]);
  return s;
}

NOINLINE static i64 maxdiff(const i64 *a, int n) {
  i64 lo = a[0], hi = a[0];
  for (int i = 1; i < n; i++) {
    if (a[i] < lo) lo = a[i];
    if (a[i] > hi) hi = a[i];
  }
  return hi - lo;
}

NOINLINE static u64 fib64(int n) {
  u64 a = 0, b = 1;
  for (int i = 0; i < n; i++) { u64 t = a + b; a = b; b = t; }
  return a;
}

static i64 xs[512], ys[512];

int main(void) {
  u64 s = 0x123456789abcdefull;
  u64 h = 0;
  for (int i = 0; i < 512; i++) {
    xs[i] = (i64)xorshift(&s) >> 20;
    ys[i] = (i64)(xorshift(&s) & 0xfffff) - 0x80000;
  }
  for (int r = 0; r < 8; r++) {
    h ^= dot(xs, ys, 512) + (u64)r;
    h = (h << 7) | (h >> 57);
    h += (u64)maxdiff(xs, 512);
    h ^= fib64(300 + r);
  }
  print_hex_kv("hi", (u32)(h >> 32));
  print_hex_kv("lo", (u32)h);
  return 0;
}
