/* Dynamic programming: longest common subsequence, edit distance and 0/1 knapsack. */
#include "bench.h"

#define L 300
static char s1[L], s2[L];
static u16 row[L + 1], prev[L + 1];
static i32 best[2001];

static int min3(int a, int b, int c) {
  int m = a < b ? a : b;
  return m < c ? m : c;
}

NOINLINE static int lcs(const char *x, const char *y, int n, int m) {
  for (int j = 0; j <= m; j++) prev[j] = 0;
  for (int i = 1; i <= n; i++) {
    row[0] = 0;
    for (int j = 1; j <= m; j++) {
      if (x[i - 1] == y[j - 1]) row[j] = (u16)(prev[j - 1] + 1);
      else row[j] = row[j - 1] > prev[j] ? row[j - 1] : prev[j];
    }
    for (int j = 0; j <= m; j++) prev[j] = row[j];
  }
  return prev[m];
}

NOINLINE static int edit(const char *x, const char *y, int n, int m) {
  for (int j = 0; j <= m; j++) prev[j] = (u16)j;
  for (int i = 1; i <= n; i++) {
    row[0] = (u16)i;
    for (int j = 1; j <= m; j++)
      row[j] = (u16)min3(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + (x[i - 1] != y[j - 1]));
    for (int j = 0; j <= m; j++) prev[j] = row[j];
  }
  return prev[m];
}

NOINLINE static i32 knapsack(const i32 *w, const i32 *v, int n, int cap) {
  for (int c = 0; c <= cap; c++) best[c] = 0;
  for (int i = 0; i < n; i++)
    for (int c = cap; c >= w[i]; c--) {
      i32 with = best[c - w[i]] + v[i];
      if (with > best[c]) best[c] = with;
    }
  return best[cap];
}

int main(void) {
  for (int i = 0; i < L; i++) { s1[i] = (char)('a' + rng() % 4); s2[i] = (char)('a' + rng() % 4); }
  print_hex_kv("lcs", (u32)lcs(s1, s2, L, L));
  print_hex_kv("edit", (u32)edit(s1, s2, L, L));
  i32 w[60], v[60];
  for (int i = 0; i < 60; i++) { w[i] = 5 + (i32)(rng() % 60); v[i] = 1 + (i32)(rng() % 100); }
  print_hex_kv("knapsack", (u32)knapsack(w, v, 60, 2000));
  return 0;
}
