/* Array loops: prefix sums, a 1D stencil, reductions, reversal, saxpy and a histogram
   over byte and halfword arrays. */
#include "bench.h"

#define N 4096
static i32 a[N], b[N], c[N];
static u16 h16[N];
static u8 bytes[N];
static u32 hist[256];

NOINLINE static void prefix(i32 *v, int n) { for (int i = 1; i < n; i++) v[i] += v[i - 1]; }

NOINLINE static void blur(const i32 *x, i32 *y, int n) {
  for (int i = 1; i < n - 1; i++) y[i] = (x[i - 1] + 2 * x[i] + x[i + 1]) >> 2;
}

NOINLINE static void saxpy(i32 k, const i32 *x, i32 *y, int n) {
  for (int i = 0; i < n; i++) y[i] = k * x[i] + y[i];
}

NOINLINE static void reverse(i32 *v, int n) {
  for (int i = 0, j = n - 1; i < j; i++, j--) { i32 t = v[i]; v[i] = v[j]; v[j] = t; }
}

NOINLINE static i32 maxval(const i32 *v, int n) {
  i32 m = v[0];
  for (int i = 1; i < n; i++) if (v[i] > m) m = v[i];
  return m;
}

NOINLINE static u32 sum16(const u16 *v, int n) {
  u32 s = 0;
  for (int i = 0; i < n; i++) s += v[i];
  return s;
}

NOINLINE static void histogram(const u8 *v, int n) {
  for (int i = 0; i < n; i++) hist[v[i]]++;
}

int main(void) {
  for (int i = 0; i < N; i++) {
    a[i] = (i32)(rng() % 1000) - 500;
    b[i] = (i32)(rng() % 100);
    h16[i] = (u16)rng();
    bytes[i] = (u8)(rng() >> 3);
  }
  u32 h = 0;
  for (int r = 0; r < 4; r++) {
    blur(a, c, N);
    saxpy(3, c, b, N);
    prefix(b, N);
    reverse(b, N);
    h = h * 31 + (u32)maxval(b, N);
    h += sum16(h16, N);
    histogram(bytes, N);
  }
  for (int i = 0; i < 256; i++) h = h * 7 + hist[i];
  print_hex_kv("arrays", h);
  return 0;
}
