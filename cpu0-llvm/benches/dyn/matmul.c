/* Matrix multiply, transpose and a 2D stencil over int matrices. */
#include "bench.h"

#define N 32
static i32 a[N][N], b[N][N], c[N][N], t[N][N];

NOINLINE static void matmul(i32 (*x)[N], i32 (*y)[N], i32 (*z)[N]) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      i32 s = 0;
      for (int k = 0; k < N; k++)
        s += x[i][k] * y[k][j];
      z[i][j] = s;
    }
}

NOINLINE static void transpose(i32 (*x)[N], i32 (*y)[N]) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      y[j][i] = x[i][j];
}

NOINLINE static void stencil(i32 (*x)[N], i32 (*y)[N]) {
  for (int i = 1; i < N - 1; i++)
    for (int j = 1; j < N - 1; j++)
      y[i][j] = (x[i - 1][j] + x[i + 1][j] + x[i][j - 1] + x[i][j + 1] - 4 * x[i][j]) >> 1;
}

NOINLINE static u32 checksum(i32 (*x)[N]) {
  u32 h = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      h = h * 31 + (u32)x[i][j];
  return h;
}

int main(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      a[i][j] = (i32)(rng() % 19) - 9;
      b[i][j] = (i32)(rng() % 23) - 11;
    }
  for (int r = 0; r < 4; r++) {
    matmul(a, b, c);
    transpose(c, t);
    stencil(t, a);
  }
  print_hex_kv("c", checksum(c));
  print_hex_kv("a", checksum(a));
  return 0;
}
