/* Sorting: insertion sort, quicksort, merge sort and heap sort of the same
   pseudo-random data, checked against each other; binary search; a stable
   sort of records by two keys; strings sorted by a comparison function. */
#include "cpu0io.h"

#define N 64

static u32 rng = 12345;
static i32 next_rand(void) {
  rng = rng * 1103515245u + 12345u;
  return (i32)((rng >> 8) % 2001) - 1000;
}

static void insertion(i32 *a, int n) {
  for (int i = 1; i < n; i++) {
    i32 v = a[i];
    int j = i;
    for (; j > 0 && a[j - 1] > v; j--)
      a[j] = a[j - 1];
    a[j] = v;
  }
}

static void quick(i32 *a, int lo, int hi) {
  while (lo < hi) {
    i32 pivot = a[lo + (hi - lo) / 2];
    int i = lo, j = hi;
    while (i <= j) {
      while (a[i] < pivot)
        i++;
      while (a[j] > pivot)
        j--;
      if (i <= j) {
        i32 t = a[i];
        a[i++] = a[j];
        a[j--] = t;
      }
    }
    /* Recurse on the smaller side. */
    if (j - lo < hi - i) {
      quick(a, lo, j);
      lo = i;
    } else {
      quick(a, i, hi);
      hi = j;
    }
  }
}

static i32 tmp[N];
static void merge_sort(i32 *a, int n) {
  if (n < 2)
    return;
  int h = n / 2;
  merge_sort(a, h);
  merge_sort(a + h, n - h);
  int i = 0, j = h, k = 0;
  while (i < h && j < n)
    tmp[k++] = a[j] < a[i] ? a[j++] : a[i++];
  while (i < h)
    tmp[k++] = a[i++];
  while (j < n)
    tmp[k++] = a[j++];
  for (k = 0; k < n; k++)
    a[k] = tmp[k];
}

static void sift(i32 *a, int root, int n) {
  for (;;) {
    int child = 2 * root + 1;
    if (child >= n)
      return;
    if (child + 1 < n && a[child + 1] > a[child])
      child++;
    if (a[root] >= a[child])
      return;
    i32 t = a[root];
    a[root] = a[child];
    a[child] = t;
    root = child;
  }
}

static void heap_sort(i32 *a, int n) {
  for (int i = n / 2 - 1; i >= 0; i--)
    sift(a, i, n);
  for (int end = n - 1; end > 0; end--) {
    i32 t = a[0];
    a[0] = a[end];
    a[end] = t;
    sift(a, 0, end);
  }
}

static int bsearch_i32(const i32 *a, int n, i32 key) {
  int lo = 0, hi = n;
  while (lo < hi) {
    int mid = (lo + hi) / 2;
    if (a[mid] < key)
      lo = mid + 1;
    else
      hi = mid;
  }
  return lo < n && a[lo] == key ? lo : -1;
}

struct rec {
  u8 group;
  i16 score;
  u16 id;
};

static void stable_sort(struct rec *r, int n, int (*less)(const struct rec *, const struct rec *)) {
  for (int i = 1; i < n; i++) {
    struct rec v = r[i];
    int j = i;
    while (j > 0 && less(&v, &r[j - 1])) {
      r[j] = r[j - 1];
      j--;
    }
    r[j] = v;
  }
}
static int by_score(const struct rec *a, const struct rec *b) { return a->score > b->score; }
static int by_group(const struct rec *a, const struct rec *b) { return a->group < b->group; }

static int str_less(const char *a, const char *b) {
  while (*a && *a == *b) {
    a++;
    b++;
  }
  return (u8)*a < (u8)*b;
}

static u32 checksum(const i32 *a, int n) {
  u32 h = 0;
  for (int i = 0; i < n; i++)
    h = h * 31 + (u32)a[i];
  return h;
}

int main(void) {
  i32 orig[N], a[N], b[N], c[N], d[N];
  for (int i = 0; i < N; i++)
    orig[i] = next_rand();
  for (int i = 0; i < N; i++)
    a[i] = b[i] = c[i] = d[i] = orig[i];
  insertion(a, N);
  quick(b, 0, N - 1);
  merge_sort(c, N);
  heap_sort(d, N);
  int same = 1;
  for (int i = 0; i < N; i++)
    if (a[i] != b[i] || a[i] != c[i] || a[i] != d[i])
      same = 0;
  int sorted = 1;
  for (int i = 1; i < N; i++)
    if (a[i - 1] > a[i])
      sorted = 0;
  print_kv("agree", same);
  print_kv("sorted", sorted);
  print_str("first: ");
  for (int i = 0; i < 8; i++) {
    print_int(a[i]);
    PUTC(' ');
  }
  print_nl();
  print_str("last: ");
  for (int i = N - 4; i < N; i++) {
    print_int(a[i]);
    PUTC(' ');
  }
  print_nl();
  print_str("checksum: ");
  print_hex(checksum(orig, N));
  PUTC(' ');
  print_hex(checksum(a, N));
  print_nl();
  print_kv("find a[17]", bsearch_i32(a, N, a[17]) <= 17);
  print_kv("find 5000", bsearch_i32(a, N, 5000));

  struct rec recs[10];
  for (int i = 0; i < 10; i++) {
    recs[i].group = (u8)(next_rand() & 3);
    recs[i].score = (i16)(next_rand() / 10);
    recs[i].id = (u16)(i + 100);
  }
  stable_sort(recs, 10, by_score);
  stable_sort(recs, 10, by_group);
  for (int i = 0; i < 10; i++) {
    print_int(recs[i].group);
    PUTC(':');
    print_int(recs[i].score);
    PUTC(':');
    print_int(recs[i].id);
    PUTC(i < 9 ? ' ' : '\n');
  }

  const char *names[] = {"sort", "merge", "heap", "quick", "insertion", "bubble", "shell", "radix"};
  for (int i = 1; i < 8; i++) {
    const char *v = names[i];
    int j = i;
    while (j > 0 && str_less(v, names[j - 1])) {
      names[j] = names[j - 1];
      j--;
    }
    names[j] = v;
  }
  for (int i = 0; i < 8; i++) {
    print_str(names[i]);
    PUTC(i < 7 ? ' ' : '\n');
  }
  return same + sorted;
}
