/* Arrays: one and two dimensions, on the stack and in globals; prefix sums, a
   sieve, matrix products, rotation and reversal. */
#include "cpu0io.h"

#define N 8
i32 grid[N][N];
static i32 prefix[N * N + 1];
static const i16 weights[10] = {3, -1, 4, -1, 5, -9, 2, -6, 5, 3};
static u8 sieve[200];

static void matmul(i32 a[4][4], i32 b[4][4], i32 c[4][4]) {
  for (int i = 0; i < 4; i++)
    for (int j = 0; j < 4; j++) {
      i32 s = 0;
      for (int k = 0; k < 4; k++)
        s += a[i][k] * b[k][j];
      c[i][j] = s;
    }
}

static void reverse(i32 *a, int n) {
  for (int i = 0, j = n - 1; i < j; i++, j--) {
    i32 t = a[i];
    a[i] = a[j];
    a[j] = t;
  }
}

static void rotate_left(i32 *a, int n, int k) {
  reverse(a, k);
  reverse(a + k, n - k);
  reverse(a, n);
}

static void print_row(const i32 *a, int n) {
  for (int i = 0; i < n; i++) {
    if (i)
      PUTC(' ');
    print_int(a[i]);
  }
  print_nl();
}

int main(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      grid[i][j] = (i * 7 + j * 3) % 11 - 5;
  print_str("row sums:");
  for (int i = 0; i < N; i++) {
    i32 s = 0;
    for (int j = 0; j < N; j++)
      s += grid[i][j];
    PUTC(' ');
    print_int(s);
  }
  print_nl();
  i32 diag = 0, anti = 0;
  for (int i = 0; i < N; i++) {
    diag += grid[i][i];
    anti += grid[i][N - 1 - i];
  }
  print_kv("diag", diag);
  print_kv("anti", anti);

  /* Transpose in place. */
  for (int i = 0; i < N; i++)
    for (int j = i + 1; j < N; j++) {
      i32 t = grid[i][j];
      grid[i][j] = grid[j][i];
      grid[j][i] = t;
    }
  print_str("row 2 after transpose: ");
  print_row(grid[2], N);

  /* Prefix sums over the flattened grid. */
  prefix[0] = 0;
  for (int i = 0; i < N * N; i++)
    prefix[i + 1] = prefix[i] + (&grid[0][0])[i];
  print_kv("sum[10..40)", prefix[40] - prefix[10]);
  print_kv("total", prefix[N * N]);

  /* Weighted sum with a const i16 table. */
  i32 w = 0;
  for (int i = 0; i < 10; i++)
    w += weights[i] * (i + 1);
  print_kv("weighted", w);

  /* Sieve of Eratosthenes. */
  for (int i = 2; i < 200; i++)
    sieve[i] = 1;
  for (int i = 2; i * i < 200; i++)
    if (sieve[i])
      for (int j = i * i; j < 200; j += i)
        sieve[j] = 0;
  int count = 0, last = 0;
  for (int i = 0; i < 200; i++)
    if (sieve[i]) {
      count++;
      last = i;
    }
  print_kv("primes below 200", count);
  print_kv("largest", last);

  /* 4x4 matrices on the stack. */
  i32 a[4][4], b[4][4], c[4][4];
  for (int i = 0; i < 4; i++)
    for (int j = 0; j < 4; j++) {
      a[i][j] = i + j;
      b[i][j] = (i == j) ? 2 : (i - j);
    }
  matmul(a, b, c);
  for (int i = 0; i < 4; i++)
    print_row(c[i], 4);
  i32 trace = 0;
  for (int i = 0; i < 4; i++)
    trace += c[i][i];
  print_kv("trace", trace);

  /* Rotation by reversals. */
  i32 r[10];
  for (int i = 0; i < 10; i++)
    r[i] = i * i;
  rotate_left(r, 10, 3);
  print_row(r, 10);

  /* A local initialised array and a search. */
  i32 data[] = {12, -7, 33, 0, 19, -42, 8, 27, 27, -1};
  int maxi = 0, mini = 0;
  for (int i = 1; i < 10; i++) {
    if (data[i] > data[maxi])
      maxi = i;
    if (data[i] < data[mini])
      mini = i;
  }
  print_kv("argmax", maxi);
  print_kv("argmin", mini);
  return (prefix[N * N] + trace) & 0x7f;
}
