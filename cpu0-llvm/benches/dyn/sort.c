/* Quicksort, insertion sort, heap sort and a merge sort on arrays of ints. */
#include "bench.h"

#define N 3000
static i32 data[N], copy[N], tmp[N];

NOINLINE static void insertion(i32 *v, int n) {
  for (int i = 1; i < n; i++) {
    i32 x = v[i];
    int j = i - 1;
    while (j >= 0 && v[j] > x) {
      v[j + 1] = v[j];
      j--;
    }
    v[j + 1] = x;
  }
}

NOINLINE static void quick(i32 *v, int lo, int hi) {
  while (hi - lo > 16) {
    i32 p = v[(lo + hi) / 2];
    int i = lo, j = hi;
    while (i <= j) {
      while (v[i] < p) i++;
      while (v[j] > p) j--;
      if (i <= j) {
        i32 t = v[i]; v[i] = v[j]; v[j] = t;
        i++; j--;
      }
    }
    if (j - lo < hi - i) { quick(v, lo, j); lo = i; }
    else { quick(v, i, hi); hi = j; }
  }
  insertion(v + lo, hi - lo + 1);
}

static void sift(i32 *v, int i, int n) {
  for (;;) {
    int l = 2 * i + 1, m = i;
    if (l < n && v[l] > v[m]) m = l;
    if (l + 1 < n && v[l + 1] > v[m]) m = l + 1;
    if (m == i) return;
    i32 t = v[i]; v[i] = v[m]; v[m] = t;
    i = m;
  }
}

NOINLINE static void heapsort(i32 *v, int n) {
  for (int i = n / 2 - 1; i >= 0; i--) sift(v, i, n);
  for (int e = n - 1; e > 0; e--) {
    i32 t = v[0]; v[0] = v[e]; v[e] = t;
    sift(v, 0, e);
  }
}

NOINLINE static void mergesort(i32 *v, i32 *w, int n) {
  for (int width = 1; width < n; width *= 2) {
    for (int lo = 0; lo < n; lo += 2 * width) {
      int mid = lo + width < n ? lo + width : n;
      int hi = lo + 2 * width < n ? lo + 2 * width : n;
      int i = lo, j = mid, k = lo;
      while (i < mid && j < hi) w[k++] = v[i] <= v[j] ? v[i++] : v[j++];
      while (i < mid) w[k++] = v[i++];
      while (j < hi) w[k++] = v[j++];
    }
    for (int i = 0; i < n; i++) v[i] = w[i];
  }
}

static u32 check(const i32 *v, int n) {
  u32 h = 0;
  for (int i = 0; i < n; i++) {
    if (i > 0 && v[i - 1] > v[i]) return 0xdeadu;
    h = h * 33 + (u32)v[i];
  }
  return h;
}

int main(void) {
  for (int i = 0; i < N; i++) data[i] = (i32)(rng() % 100000) - 50000;
  for (int i = 0; i < N; i++) copy[i] = data[i];
  quick(copy, 0, N - 1);
  print_hex_kv("quick", check(copy, N));
  for (int i = 0; i < N; i++) copy[i] = data[i];
  heapsort(copy, N);
  print_hex_kv("heap", check(copy, N));
  for (int i = 0; i < N; i++) copy[i] = data[i];
  mergesort(copy, tmp, N);
  print_hex_kv("merge", check(copy, N));
  for (int i = 0; i < 600; i++) copy[i] = data[i];
  insertion(copy, 600);
  print_hex_kv("insertion", check(copy, 600));
  return 0;
}
