/* Part of the larger program of the code-size benchmark: a small in-memory
   table of employee records with the data structures a database keeps
   beside it, each checked against a plain scan of the table:

   - an arena for the names (strings interned once),
   - a hash index on the id (open addressing, deletion with tombstones),
   - an AVL tree ordered by (salary, id) for range queries,
   - a binary heap for "top k" queries,
   - a stable merge sort of row numbers for ORDER BY,
   - GROUP BY department with count, sum, minimum and maximum,
   - a small query language of filters ("dept = 3 and salary >= 5000").

   Records are made by a linear congruential generator; every answer is
   folded into a checksum that is printed at the end. */
#include "cpu0io.h"

#define MAX_ROWS 600
#define HASH_SLOTS 1024 /* a power of two, above MAX_ROWS */
#define ARENA_SIZE 16384
#define DEPTS 8

/* ---------------------------------------------------------------- random */

static u32 rng_state;

static u32 rng(void) {
  rng_state = rng_state * 1664525u + 1013904223u;
  return rng_state >> 8;
}

static u32 rng_below(u32 n) { return rng() % n; }

/* ---------------------------------------------------------------- checksum */

static u32 check;

static void mix(u32 v) {
  check ^= v;
  check *= 16777619u;
  check ^= check >> 13;
}

static void report(const char *what, i32 v) {
  print_str(what);
  PUTC('=');
  print_int(v);
  print_nl();
  mix((u32)v);
}

/* ---------------------------------------------------------------- arena */

static char arena[ARENA_SIZE];
static int arena_used;

static int text_len(const char *s) {
  int n = 0;
  while (s[n])
    n++;
  return n;
}

static int text_cmp(const char *a, const char *b) {
  while (*a && *a == *b) {
    a++;
    b++;
  }
  return (u8)*a - (u8)*b;
}

/* Interned strings: the same text gives the same pointer. A linear search
   is enough for the few hundred distinct names made here. */
static const char *interned[MAX_ROWS];
static int ninterned;

static const char *intern(const char *s) {
  for (int i = 0; i < ninterned; i++)
    if (text_cmp(interned[i], s) == 0)
      return interned[i];
  int n = text_len(s) + 1;
  if (arena_used + n > ARENA_SIZE || ninterned >= MAX_ROWS)
    return "?";
  char *p = &arena[arena_used];
  for (int i = 0; i < n; i++)
    p[i] = s[i];
  arena_used += n;
  interned[ninterned++] = p;
  return p;
}

/* ---------------------------------------------------------------- records */

struct record {
  u32 id;
  const char *name;
  u8 dept;
  u8 level;
  i32 salary;
  i32 age;
  u8 live;
};

static struct record rows[MAX_ROWS];
static int nrows;

static const char *const syllables[] = {"ka", "lo", "mi", "ne", "ru", "sa",
                                        "to", "vi", "de", "an", "el", "or"};

static void make_name(char *out) {
  int parts = 2 + (int)rng_below(2);
  int n = 0;
  for (int i = 0; i < parts; i++) {
    const char *s = syllables[rng_below(12)];
    while (*s)
      out[n++] = *s++;
  }
  out[0] = (char)(out[0] - 'a' + 'A');
  out[n] = 0;
}

static void make_record(struct record *r, u32 id) {
  char name[16];
  make_name(name);
  r->id = id;
  r->name = intern(name);
  r->dept = (u8)rng_below(DEPTS);
  r->level = (u8)(1 + rng_below(5));
  r->salary = 2000 + (i32)rng_below(3000) + r->level * 1000;
  r->age = 20 + (i32)rng_below(45);
  r->live = 1;
}

/* ---------------------------------------------------------------- hash index */

#define EMPTY (-1)
#define TOMBSTONE (-2)

static i16 slots[HASH_SLOTS];
static int hash_probes;

static u32 hash_id(u32 id) {
  id ^= id >> 16;
  id *= 0x45d9f3bu;
  id ^= id >> 16;
  return id;
}

static void hash_clear(void) {
  for (int i = 0; i < HASH_SLOTS; i++)
    slots[i] = EMPTY;
}

static int hash_find(u32 id) {
  u32 i = hash_id(id) & (HASH_SLOTS - 1);
  for (;;) {
    hash_probes++;
    int s = slots[i];
    if (s == EMPTY)
      return -1;
    if (s >= 0 && rows[s].id == id)
      return s;
    i = (i + 1) & (HASH_SLOTS - 1);
  }
}

/* Reuses the first tombstone on the way, after making sure the id is new. */
static int hash_insert(u32 id, int row) {
  if (hash_find(id) >= 0)
    return 0;
  u32 i = hash_id(id) & (HASH_SLOTS - 1);
  while (slots[i] >= 0)
    i = (i + 1) & (HASH_SLOTS - 1);
  slots[i] = (i16)row;
  return 1;
}

static int hash_remove(u32 id) {
  u32 i = hash_id(id) & (HASH_SLOTS - 1);
  for (;;) {
    int s = slots[i];
    if (s == EMPTY)
      return 0;
    if (s >= 0 && rows[s].id == id) {
      slots[i] = TOMBSTONE;
      return 1;
    }
    i = (i + 1) & (HASH_SLOTS - 1);
  }
}

/* ---------------------------------------------------------------- AVL tree */

struct avl {
  i16 left, right;
  i8 height;
};

static struct avl tree[MAX_ROWS];
static int root = -1;

/* Orders rows by salary, then id: keys are unique. */
static int key_cmp(int a, int b) {
  if (rows[a].salary != rows[b].salary)
    return rows[a].salary < rows[b].salary ? -1 : 1;
  if (rows[a].id != rows[b].id)
    return rows[a].id < rows[b].id ? -1 : 1;
  return 0;
}

static int height(int n) { return n < 0 ? 0 : tree[n].height; }

static void update(int n) {
  int l = height(tree[n].left), r = height(tree[n].right);
  tree[n].height = (i8)(1 + (l > r ? l : r));
}

static int rotate_right(int n) {
  int l = tree[n].left;
  tree[n].left = tree[l].right;
  tree[l].right = (i16)n;
  update(n);
  update(l);
  return l;
}

static int rotate_left(int n) {
  int r = tree[n].right;
  tree[n].right = tree[r].left;
  tree[r].left = (i16)n;
  update(n);
  update(r);
  return r;
}

static int balance(int n) {
  update(n);
  int b = height(tree[n].left) - height(tree[n].right);
  if (b > 1) {
    if (height(tree[tree[n].left].left) < height(tree[tree[n].left].right))
      tree[n].left = (i16)rotate_left(tree[n].left);
    return rotate_right(n);
  }
  if (b < -1) {
    if (height(tree[tree[n].right].right) < height(tree[tree[n].right].left))
      tree[n].right = (i16)rotate_right(tree[n].right);
    return rotate_left(n);
  }
  return n;
}

static int avl_insert(int n, int row) {
  if (n < 0) {
    tree[row].left = tree[row].right = -1;
    tree[row].height = 1;
    return row;
  }
  if (key_cmp(row, n) < 0)
    tree[n].left = (i16)avl_insert(tree[n].left, row);
  else
    tree[n].right = (i16)avl_insert(tree[n].right, row);
  return balance(n);
}

static int avl_min(int n) {
  while (tree[n].left >= 0)
    n = tree[n].left;
  return n;
}

/* Removes the smallest node of the subtree n; returns the new subtree. */
static int avl_remove_min(int n) {
  if (tree[n].left < 0)
    return tree[n].right;
  tree[n].left = (i16)avl_remove_min(tree[n].left);
  return balance(n);
}

static int avl_remove(int n, int row) {
  if (n < 0)
    return -1;
  int c = key_cmp(row, n);
  if (c < 0) {
    tree[n].left = (i16)avl_remove(tree[n].left, row);
  } else if (c > 0) {
    tree[n].right = (i16)avl_remove(tree[n].right, row);
  } else {
    int l = tree[n].left, r = tree[n].right;
    if (r < 0)
      return l;
    int m = avl_min(r);
    tree[m].right = (i16)avl_remove_min(r);
    tree[m].left = (i16)l;
    return balance(m);
  }
  return balance(n);
}

/* Checks the ordering and balance invariants; returns the height or -1. */
static int avl_check(int n, int *count) {
  if (n < 0)
    return 0;
  (*count)++;
  int l = avl_check(tree[n].left, count);
  int r = avl_check(tree[n].right, count);
  if (l < 0 || r < 0)
    return -1;
  if (l - r > 1 || r - l > 1)
    return -1;
  if (tree[n].left >= 0 && key_cmp(tree[n].left, n) >= 0)
    return -1;
  if (tree[n].right >= 0 && key_cmp(tree[n].right, n) <= 0)
    return -1;
  int h = 1 + (l > r ? l : r);
  return h == tree[n].height ? h : -1;
}

/* Rows with lo <= salary <= hi, in key order, into out. */
static int avl_range(int n, i32 lo, i32 hi, i16 *out, int count) {
  if (n < 0)
    return count;
  if (rows[n].salary >= lo)
    count = avl_range(tree[n].left, lo, hi, out, count);
  if (rows[n].salary >= lo && rows[n].salary <= hi)
    out[count++] = (i16)n;
  if (rows[n].salary <= hi)
    count = avl_range(tree[n].right, lo, hi, out, count);
  return count;
}

/* ---------------------------------------------------------------- heap */

static i16 heap[MAX_ROWS];
static int heap_size;

/* A min-heap on the key order: keeps the k largest rows seen. */
static void heap_push(int row) {
  int i = heap_size++;
  heap[i] = (i16)row;
  while (i > 0) {
    int p = (i - 1) / 2;
    if (key_cmp(heap[p], heap[i]) <= 0)
      break;
    i16 t = heap[p];
    heap[p] = heap[i];
    heap[i] = t;
    i = p;
  }
}

static int heap_pop(void) {
  int top = heap[0];
  heap[0] = heap[--heap_size];
  int i = 0;
  for (;;) {
    int l = 2 * i + 1, r = l + 1, m = i;
    if (l < heap_size && key_cmp(heap[l], heap[m]) < 0)
      m = l;
    if (r < heap_size && key_cmp(heap[r], heap[m]) < 0)
      m = r;
    if (m == i)
      break;
    i16 t = heap[m];
    heap[m] = heap[i];
    heap[i] = t;
    i = m;
  }
  return top;
}

/* The k best-paid live rows, best first. */
static int top_k(int k, i16 *out) {
  heap_size = 0;
  for (int i = 0; i < nrows; i++) {
    if (!rows[i].live)
      continue;
    if (heap_size < k) {
      heap_push(i);
    } else if (key_cmp(i, heap[0]) > 0) {
      heap_pop();
      heap_push(i);
    }
  }
  int n = heap_size;
  for (int i = n - 1; i >= 0; i--)
    out[i] = (i16)heap_pop();
  return n;
}

/* ---------------------------------------------------------------- sorting */

enum sort_key { BY_NAME, BY_AGE, BY_DEPT_SALARY };

static int row_cmp(int a, int b, int key) {
  const struct record *x = &rows[a], *y = &rows[b];
  switch (key) {
  case BY_NAME:
    return text_cmp(x->name, y->name);
  case BY_AGE:
    return x->age - y->age;
  case BY_DEPT_SALARY:
    if (x->dept != y->dept)
      return x->dept - y->dept;
    return y->salary - x->salary;
  }
  return 0;
}

static i16 sort_tmp[MAX_ROWS];

/* Stable: equal rows keep their order. */
static void merge_sort(i16 *v, int n, int key) {
  if (n < 2)
    return;
  if (n <= 8) {
    for (int i = 1; i < n; i++) {
      i16 x = v[i];
      int j = i - 1;
      while (j >= 0 && row_cmp(v[j], x, key) > 0) {
        v[j + 1] = v[j];
        j--;
      }
      v[j + 1] = x;
    }
    return;
  }
  int h = n / 2;
  merge_sort(v, h, key);
  merge_sort(v + h, n - h, key);
  int i = 0, j = h, k = 0;
  while (i < h && j < n)
    sort_tmp[k++] = row_cmp(v[j], v[i], key) < 0 ? v[j++] : v[i++];
  while (i < h)
    sort_tmp[k++] = v[i++];
  while (j < n)
    sort_tmp[k++] = v[j++];
  for (i = 0; i < n; i++)
    v[i] = sort_tmp[i];
}

/* Sorted and stable: no pair out of order, and equal neighbours in row order. */
static int check_sorted(const i16 *v, int n, int key) {
  for (int i = 1; i < n; i++) {
    int c = row_cmp(v[i - 1], v[i], key);
    if (c > 0 || (c == 0 && v[i - 1] > v[i]))
      return 0;
  }
  return 1;
}

/* ---------------------------------------------------------------- queries */

enum field { F_DEPT, F_LEVEL, F_SALARY, F_AGE, F_ID };
enum cmp_op { C_EQ, C_NE, C_LT, C_LE, C_GT, C_GE };

struct cond {
  u8 field, op;
  i32 value;
};

struct query {
  struct cond conds[6];
  int nconds;
  int any; /* 1: or of the conditions, 0: and */
};

static i32 field_value(const struct record *r, int f) {
  switch (f) {
  case F_DEPT: return r->dept;
  case F_LEVEL: return r->level;
  case F_SALARY: return r->salary;
  case F_AGE: return r->age;
  case F_ID: return (i32)r->id;
  }
  return 0;
}

static int cond_true(const struct record *r, const struct cond *c) {
  i32 v = field_value(r, c->field);
  switch (c->op) {
  case C_EQ: return v == c->value;
  case C_NE: return v != c->value;
  case C_LT: return v < c->value;
  case C_LE: return v <= c->value;
  case C_GT: return v > c->value;
  case C_GE: return v >= c->value;
  }
  return 0;
}

static int matches(const struct record *r, const struct query *q) {
  for (int i = 0; i < q->nconds; i++) {
    int t = cond_true(r, &q->conds[i]);
    if (q->any && t)
      return 1;
    if (!q->any && !t)
      return 0;
  }
  return !q->any;
}

static const char *skip_space(const char *s) {
  while (*s == ' ')
    s++;
  return s;
}

static const char *match_word(const char *s, const char *w) {
  s = skip_space(s);
  while (*w && *s == *w) {
    s++;
    w++;
  }
  return *w ? 0 : s;
}

/* Parses "field op number (and|or field op number)*"; 0 on a syntax error. */
static int parse_query(const char *s, struct query *q) {
  static const char *const fields[] = {"dept", "level", "salary", "age", "id"};
  static const char *const ops[] = {"!=", "<=", ">=", "=", "<", ">"};
  static const u8 op_codes[] = {C_NE, C_LE, C_GE, C_EQ, C_LT, C_GT};
  q->nconds = 0;
  q->any = -1;
  for (;;) {
    if (q->nconds == 6)
      return 0;
    struct cond *c = &q->conds[q->nconds];
    const char *t = 0;
    for (int f = 0; f < 5 && !t; f++)
      if ((t = match_word(s, fields[f])) != 0)
        c->field = (u8)f;
    if (!t)
      return 0;
    s = t;
    t = 0;
    for (int o = 0; o < 6 && !t; o++)
      if ((t = match_word(s, ops[o])) != 0)
        c->op = op_codes[o];
    if (!t)
      return 0;
    s = skip_space(t);
    int neg = 0;
    if (*s == '-') {
      neg = 1;
      s++;
    }
    if (*s < '0' || *s > '9')
      return 0;
    u32 v = 0;
    while (*s >= '0' && *s <= '9' && v < 100000000u)
      v = v * 10 + (u32)(*s++ - '0');
    c->value = neg ? -(i32)v : (i32)v;
    q->nconds++;
    s = skip_space(s);
    if (!*s)
      break;
    int any;
    if ((t = match_word(s, "and")) != 0)
      any = 0;
    else if ((t = match_word(s, "or")) != 0)
      any = 1;
    else
      return 0;
    if (q->any >= 0 && q->any != any)
      return 0; /* no mixing without parentheses */
    q->any = any;
    s = t;
  }
  if (q->any < 0)
    q->any = 0;
  return 1;
}

/* Uses the tree when the query is one salary range, else scans. */
static i16 result[MAX_ROWS];

static int run_query(const struct query *q, int *used_index) {
  *used_index = 0;
  if (!q->any && q->nconds <= 2) {
    i32 lo = -2147483647 - 1, hi = 2147483647;
    int ranges = 0;
    for (int i = 0; i < q->nconds; i++) {
      const struct cond *c = &q->conds[i];
      if (c->field != F_SALARY)
        break;
      if (c->op == C_GE && c->value > lo)
        lo = c->value;
      else if (c->op == C_GT && c->value + 1 > lo)
        lo = c->value + 1;
      else if (c->op == C_LE && c->value < hi)
        hi = c->value;
      else if (c->op == C_LT && c->value - 1 < hi)
        hi = c->value - 1;
      else
        break;
      ranges++;
    }
    if (ranges == q->nconds && ranges > 0) {
      *used_index = 1;
      return avl_range(root, lo, hi, result, 0);
    }
  }
  int n = 0;
  for (int i = 0; i < nrows; i++)
    if (rows[i].live && matches(&rows[i], q))
      result[n++] = (i16)i;
  return n;
}

static int scan_count(const struct query *q) {
  int n = 0;
  for (int i = 0; i < nrows; i++)
    if (rows[i].live && matches(&rows[i], q))
      n++;
  return n;
}

/* ---------------------------------------------------------------- group by */

struct group {
  i32 count;
  i32 sum;
  i32 min, max;
  i32 age_sum;
};

static void group_by_dept(struct group *g) {
  for (int d = 0; d < DEPTS; d++) {
    g[d].count = g[d].sum = g[d].age_sum = 0;
    g[d].min = 2147483647;
    g[d].max = -2147483647 - 1;
  }
  for (int i = 0; i < nrows; i++) {
    const struct record *r = &rows[i];
    if (!r->live)
      continue;
    struct group *x = &g[r->dept];
    x->count++;
    x->sum += r->salary;
    x->age_sum += r->age;
    if (r->salary < x->min)
      x->min = r->salary;
    if (r->salary > x->max)
      x->max = r->salary;
  }
}

/* ---------------------------------------------------------------- tests */

static int failures;

static void expect_true(int ok, const char *what) {
  if (!ok) {
    failures++;
    print_str("FAILED: ");
    print_str(what);
    print_nl();
  }
}

static void load_table(int n) {
  nrows = 0;
  root = -1;
  hash_clear();
  u32 id = 1000;
  for (int i = 0; i < n; i++) {
    id += 1 + rng_below(7);
    make_record(&rows[nrows], id);
    expect_true(hash_insert(id, nrows), "new id inserted");
    root = avl_insert(root, nrows);
    nrows++;
  }
}

static int live_count(void) {
  int n = 0;
  for (int i = 0; i < nrows; i++)
    n += rows[i].live;
  return n;
}

static void test_indexes(void) {
  int count = 0;
  int h = avl_check(root, &count);
  expect_true(h > 0, "AVL invariants");
  expect_true(count == live_count(), "AVL holds every live row");
  report("tree_height", h);
  hash_probes = 0;
  int found = 0;
  for (int i = 0; i < nrows; i++)
    found += rows[i].live ? hash_find(rows[i].id) == i : hash_find(rows[i].id) < 0;
  expect_true(found == nrows, "every live id found, no deleted one");
  int missing = 0;
  for (u32 id = 0; id < 1000; id += 7)
    missing += hash_find(id) < 0;
  report("probes", hash_probes);
  report("missing", missing);
}

static void test_delete(void) {
  /* Deletes every third row from all indexes, then re-checks. */
  int deleted = 0;
  for (int i = 0; i < nrows; i += 3) {
    rows[i].live = 0;
    expect_true(hash_remove(rows[i].id), "removed from the hash");
    root = avl_remove(root, i);
    deleted++;
  }
  int count = 0;
  expect_true(avl_check(root, &count) > 0, "AVL invariants after deletes");
  expect_true(count == live_count(), "AVL count after deletes");
  int gone = 0;
  for (int i = 0; i < nrows; i++)
    if (!rows[i].live)
      gone += hash_find(rows[i].id) < 0;
  expect_true(gone == deleted, "deleted ids are gone");
  /* Re-insert a few, through the tombstones. */
  for (int i = 0; i < nrows; i += 9) {
    rows[i].live = 1;
    expect_true(hash_insert(rows[i].id, i), "re-inserted");
    root = avl_insert(root, i);
  }
  count = 0;
  expect_true(avl_check(root, &count) > 0, "AVL invariants after inserts");
  report("live", live_count());
  report("tree_nodes", count);
}

static void test_queries(void) {
  static const char *const queries[] = {
      "salary >= 5000 and salary <= 6000",
      "salary > 7500",
      "dept = 3 and salary >= 5000",
      "age < 25 or age > 60",
      "level = 5 and dept != 2 and age >= 40",
      "id >= 1500 and id < 1700",
      "salary < 3000",
      "dept = 9",
      "salary >= 4000 or",
      "height > 3",
  };
  for (int i = 0; i < 10; i++) {
    struct query q;
    print_str(queries[i]);
    print_str(": ");
    if (!parse_query(queries[i], &q)) {
      print_str("syntax error");
      print_nl();
      mix(0xdead);
      continue;
    }
    int used;
    int n = run_query(&q, &used);
    expect_true(n == scan_count(&q), "index agrees with a scan");
    u32 h = 0;
    for (int k = 0; k < n; k++)
      h = h * 31u + rows[result[k]].id;
    print_int(n);
    print_str(used ? " rows (index) " : " rows (scan) ");
    print_hex(h);
    print_nl();
    mix(h);
    mix((u32)n);
  }
}

static void test_sorting(void) {
  static i16 order[MAX_ROWS];
  static const char *const names[] = {"name", "age", "dept_salary"};
  for (int key = 0; key < 3; key++) {
    int n = 0;
    for (int i = 0; i < nrows; i++)
      if (rows[i].live)
        order[n++] = (i16)i;
    merge_sort(order, n, key);
    expect_true(check_sorted(order, n, key), "sorted and stable");
    print_str("order by ");
    print_str(names[key]);
    print_str(": first ");
    print_str(rows[order[0]].name);
    print_str(", last ");
    print_str(rows[order[n - 1]].name);
    print_nl();
    u32 h = 0;
    for (int i = 0; i < n; i++)
      h = h * 33u + (u32)order[i];
    mix(h);
  }
}

static void test_top(void) {
  i16 best[10];
  int n = top_k(10, best);
  /* The tree's largest ten, walked from the right, must agree. */
  i16 all[MAX_ROWS];
  int m = avl_range(root, -2147483647 - 1, 2147483647, all, 0);
  int agree = n == 10 && m >= 10;
  for (int i = 0; i < n && agree; i++)
    agree = best[i] == all[m - 1 - i];
  expect_true(agree, "top 10 agrees with the tree");
  print_str("top:");
  for (int i = 0; i < n; i++) {
    PUTC(' ');
    print_int(rows[best[i]].salary);
  }
  print_nl();
  for (int i = 0; i < n; i++)
    mix((u32)rows[best[i]].salary);
}

static void test_groups(void) {
  struct group g[DEPTS];
  group_by_dept(g);
  i32 total = 0;
  for (int d = 0; d < DEPTS; d++) {
    print_str("dept ");
    print_int(d);
    print_str(": n=");
    print_int(g[d].count);
    if (g[d].count) {
      print_str(" avg=");
      print_int(g[d].sum / g[d].count);
      print_str(" min=");
      print_int(g[d].min);
      print_str(" max=");
      print_int(g[d].max);
      print_str(" age=");
      print_int(g[d].age_sum / g[d].count);
    }
    print_nl();
    total += g[d].count;
    mix((u32)g[d].sum);
  }
  expect_true(total == live_count(), "groups cover the live rows");
}

static void test_names(void) {
  int longest = 0;
  const char *which = "";
  for (int i = 0; i < ninterned; i++) {
    int n = text_len(interned[i]);
    if (n > longest || (n == longest && text_cmp(interned[i], which) < 0)) {
      longest = n;
      which = interned[i];
    }
  }
  report("distinct_names", ninterned);
  report("arena_bytes", arena_used);
  print_str("longest name ");
  print_str(which);
  print_nl();
}

int main(void) {
  rng_state = 20240601u;
  load_table(500);
  report("rows", nrows);
  test_indexes();
  test_queries();
  test_sorting();
  test_top();
  test_groups();
  test_delete();
  test_indexes();
  test_queries();
  test_top();
  test_groups();
  test_names();
  report("failures", failures);
  print_str("checksum ");
  print_hex(check);
  print_nl();
  return failures != 0;
}
