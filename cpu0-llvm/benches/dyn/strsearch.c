/* Substring search: naive, Knuth-Morris-Pratt and Boyer-Moore-Horspool. */
#include "bench.h"

#define TEXT 20000
static char text[TEXT + 1];
static int fail[64];
static int skip[256];

NOINLINE static int naive(const char *t, int n, const char *p, int m) {
  int count = 0;
  for (int i = 0; i + m <= n; i++) {
    int j = 0;
    while (j < m && t[i + j] == p[j]) j++;
    if (j == m) count++;
  }
  return count;
}

NOINLINE static int kmp(const char *t, int n, const char *p, int m) {
  fail[0] = -1;
  for (int i = 1, k = -1; i < m; i++) {
    while (k >= 0 && p[k + 1] != p[i]) k = fail[k];
    if (p[k + 1] == p[i]) k++;
    fail[i] = k;
  }
  int count = 0;
  for (int i = 0, k = -1; i < n; i++) {
    while (k >= 0 && p[k + 1] != t[i]) k = fail[k];
    if (p[k + 1] == t[i]) k++;
    if (k == m - 1) { count++; k = fail[k]; }
  }
  return count;
}

NOINLINE static int horspool(const char *t, int n, const char *p, int m) {
  for (int i = 0; i < 256; i++) skip[i] = m;
  for (int i = 0; i < m - 1; i++) skip[(u8)p[i]] = m - 1 - i;
  int count = 0;
  for (int i = 0; i + m <= n; i += skip[(u8)t[i + m - 1]]) {
    int j = m - 1;
    while (j >= 0 && t[i + j] == p[j]) j--;
    if (j < 0) count++;
  }
  return count;
}

static int length(const char *s) {
  int n = 0;
  while (s[n]) n++;
  return n;
}

int main(void) {
  for (int i = 0; i < TEXT; i++) text[i] = (char)('a' + rng() % 4);
  text[TEXT] = 0;
  static const char *pats[] = {"abca", "dd", "abcdabcd", "aaab", "cab", "bbbbc"};
  u32 h = 0;
  for (int p = 0; p < 6; p++) {
    int m = length(pats[p]);
    int a = naive(text, TEXT, pats[p], m);
    int b = kmp(text, TEXT, pats[p], m);
    int c = horspool(text, TEXT, pats[p], m);
    h = h * 1000003u + (u32)a;
    if (a != b || b != c) h ^= 0x80000000u;
  }
  print_hex_kv("matches", h);
  return 0;
}
