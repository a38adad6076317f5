/* Benchmark kernels for `cargo bench -p cpu0-sim`: recursion, loops over arrays,
   string hashing and sorting, each long enough (millions of Cpu0 instructions)
   to measure the simulator rather than its start-up. Prints one checksum per
   kernel, so both engines are checked to compute the same thing. */
#include "../../../tests/c/cpu0io.h"

static NOINLINE u32 fib(u32 n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }

static NOINLINE u32 ackermann(u32 m, u32 n) {
  if (m == 0)
    return n + 1;
  if (n == 0)
    return ackermann(m - 1, 1);
  return ackermann(m - 1, ackermann(m, n - 1));
}

#define N 4096
static u32 a[N], b[N], c[N];

static NOINLINE u32 arrays(int rounds) {
  for (int i = 0; i < N; i++) {
    a[i] = (u32)i * 2654435761u;
    b[i] = (u32)i ^ 0x5bd1e995u;
  }
  u32 sum = 0;
  for (int r = 0; r < rounds; r++) {
    for (int i = 0; i < N; i++)
      c[i] = a[i] + (b[i] >> (r & 7));
    for (int i = 1; i < N; i++)
      a[i] ^= c[i - 1] * 3;
    for (int i = 0; i < N; i++)
      sum += c[i];
  }
  return sum;
}

static char text[8192];

static NOINLINE u32 hashing(int rounds) {
  u32 seed = 12345;
  for (int i = 0; i < (int)sizeof text - 1; i++) {
    seed = seed * 1103515245u + 12345u;
    text[i] = (char)('a' + (seed >> 16) % 26);
  }
  u32 h = 0;
  for (int r = 0; r < rounds; r++) {
    u32 fnv = 2166136261u ^ h;
    for (const char *s = text; *s; s++)
      fnv = (fnv ^ (u8)*s) * 16777619u;
    u32 djb = 5381;
    for (const char *s = text; *s; s++)
      djb = djb * 33 + (u8)*s;
    h += fnv ^ djb;
  }
  return h;
}

static u32 keys[N];

static NOINLINE void quicksort(u32 *v, int lo, int hi) {
  while (lo < hi) {
    u32 pivot = v[(lo + hi) / 2];
    int i = lo, j = hi;
    while (i <= j) {
      while (v[i] < pivot)
        i++;
      while (v[j] > pivot)
        j--;
      if (i <= j) {
        u32 t = v[i];
        v[i] = v[j];
        v[j] = t;
        i++;
        j--;
      }
    }
    if (j - lo < hi - i) {
      quicksort(v, lo, j);
      lo = i;
    } else {
      quicksort(v, i, hi);
      hi = j;
    }
  }
}

static NOINLINE u32 sorting(int rounds) {
  u32 seed = 99, check = 0;
  for (int r = 0; r < rounds; r++) {
    for (int i = 0; i < N; i++) {
      seed = seed * 1664525u + 1013904223u;
      keys[i] = seed;
    }
    quicksort(keys, 0, N - 1);
    for (int i = 1; i < N; i++)
      if (keys[i - 1] > keys[i])
        return 0;
    check += keys[N / 2];
  }
  return check;
}

int main(void) {
  print_str("fib ");
  print_u32(fib(24));
  print_nl();
  print_str("ackermann ");
  print_u32(ackermann(2, 300));
  print_nl();
  print_str("arrays ");
  print_u32(arrays(40));
  print_nl();
  print_str("hashing ");
  print_u32(hashing(40));
  print_nl();
  print_str("sorting ");
  print_u32(sorting(6));
  print_nl();
  return 0;
}
