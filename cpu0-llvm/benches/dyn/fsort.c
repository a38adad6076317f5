/* Sorting and searching doubles: insertion sort, quicksort and a shell sort,
 * then binary searches and a running minimum and maximum. Every step compares
 * two doubles. */
#include "bench.h"

/* No fused multiply-adds: every side rounds each operation. */
#ifdef __clang__
#pragma STDC FP_CONTRACT OFF
#endif

#define N 1500
static double data[N], copy[N];

static u32 fold(double x) {
  union { double d; u32 w[2]; } u;
  u.d = x;
  return u.w[0] ^ u.w[1];
}

NOINLINE static void insertion(double *v, int n) {
  for (int i = 1; i < n; i++) {
    double x = v[i];
    int j = i - 1;
    while (j >= 0 && v[j] > x) {
      v[j + 1] = v[j];
      j--;
    }
    v[j + 1] = x;
  }
}

NOINLINE static void quick(double *v, int lo, int hi) {
  while (hi - lo > 12) {
    double p = v[(lo + hi) / 2];
    int i = lo, j = hi;
    while (i <= j) {
      while (v[i] < p) i++;
      while (v[j] > p) j--;
      if (i <= j) {
        double t = v[i]; v[i] = v[j]; v[j] = t;
        i++; j--;
      }
    }
    if (j - lo < hi - i) { quick(v, lo, j); lo = i; }
    else { quick(v, i, hi); hi = j; }
  }
  insertion(v + lo, hi - lo + 1);
}

NOINLINE static void shell(double *v, int n) {
  for (int gap = n / 2; gap > 0; gap /= 2)
    for (int i = gap; i < n; i++) {
      double x = v[i];
      int j = i;
      while (j >= gap && v[j - gap] > x) {
        v[j] = v[j - gap];
        j -= gap;
      }
      v[j] = x;
    }
}

/* The index of the first element >= x. */
NOINLINE static int lower_bound(const double *v, int n, double x) {
  int lo = 0, hi = n;
  while (lo < hi) {
    int mid = (lo + hi) / 2;
    if (v[mid] < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

static void fill(void) {
  for (int i = 0; i < N; i++) {
    i32 m = (i32)(rng() % 2000001) - 1000000;
    data[i] = (double)m / 1024.0;
    if (i % 97 == 0) data[i] = -data[i];
    if (i % 211 == 0) data[i] = 0.0;
  }
}

static u32 check(const double *v, int n) {
  u32 h = 0;
  for (int i = 0; i < n; i++) {
    if (i > 0 && v[i - 1] > v[i]) h += 0x10000;
    h = h * 31 + fold(v[i]);
  }
  return h;
}

int main(void) {
  fill();
  for (int i = 0; i < N; i++) copy[i] = data[i];
  insertion(copy, 400);
  print_hex_kv("insertion", check(copy, 400));
  for (int i = 0; i < N; i++) copy[i] = data[i];
  quick(copy, 0, N - 1);
  print_hex_kv("quick", check(copy, N));
  for (int i = 0; i < N; i++) copy[i] = data[i];
  shell(copy, N);
  print_hex_kv("shell", check(copy, N));
  u32 h = 0;
  for (int k = 0; k < 2000; k++) {
    double x = (double)((i32)(rng() % 2000001) - 1000000) / 1024.0;
    h = h * 31 + (u32)lower_bound(copy, N, x);
  }
  print_hex_kv("search", h);
  double lo = data[0], hi = data[0];
  int changes = 0;
  for (int i = 1; i < N; i++) {
    if (data[i] < lo) { lo = data[i]; changes++; }
    if (data[i] > hi) { hi = data[i]; changes++; }
  }
  print_hex_kv("minmax", fold(lo) ^ (fold(hi) * 3) ^ (u32)changes);
  return 0;
}
