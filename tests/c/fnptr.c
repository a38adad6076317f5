/* Function pointers: global tables of them, callbacks, a comparator-driven
   sort, functions returning function pointers, a struct of operations. */
#include "cpu0io.h"

typedef i32 (*binop)(i32, i32);
typedef i32 (*unop)(i32);

static i32 op_add(i32 a, i32 b) { return a + b; }
static i32 op_sub(i32 a, i32 b) { return a - b; }
static i32 op_mul(i32 a, i32 b) { return a * b; }
static i32 op_div(i32 a, i32 b) { return b ? a / b : 0; }
static i32 op_mod(i32 a, i32 b) { return b ? a % b : 0; }
static i32 op_min(i32 a, i32 b) { return a < b ? a : b; }
static i32 op_max(i32 a, i32 b) { return a > b ? a : b; }

static const binop ops[] = {op_add, op_sub, op_mul, op_div, op_mod, op_min, op_max};
static const char *const op_names[] = {"add", "sub", "mul", "div", "mod", "min", "max"};

struct command {
  const char *name;
  unop fn;
};

static i32 twice(i32 x) { return 2 * x; }
static i32 square(i32 x) { return x * x; }
static i32 negate(i32 x) { return -x; }
static i32 inc(i32 x) { return x + 1; }

struct command commands[] = {{"twice", twice}, {"square", square}, {"negate", negate}, {"inc", inc}};

static unop lookup(const char *name) {
  for (unsigned i = 0; i < sizeof commands / sizeof commands[0]; i++) {
    const char *a = commands[i].name, *b = name;
    while (*a && *a == *b) {
      a++;
      b++;
    }
    if (*a == *b)
      return commands[i].fn;
  }
  return 0;
}

static i32 fold(const i32 *a, int n, i32 init, binop f) {
  for (int i = 0; i < n; i++)
    init = f(init, a[i]);
  return init;
}

static void map(i32 *a, int n, unop f) {
  for (int i = 0; i < n; i++)
    a[i] = f(a[i]);
}

static unop compose_table[2];
static i32 composed(i32 x) { return compose_table[1](compose_table[0](x)); }
static unop compose(unop f, unop g) {
  compose_table[0] = f;
  compose_table[1] = g;
  return composed;
}

typedef int (*cmp_fn)(const void *, const void *);
static int cmp_asc(const void *a, const void *b) {
  i32 x = *(const i32 *)a, y = *(const i32 *)b;
  return (x > y) - (x < y);
}
static int cmp_desc_abs(const void *a, const void *b) {
  i32 x = *(const i32 *)a, y = *(const i32 *)b;
  x = x < 0 ? -x : x;
  y = y < 0 ? -y : y;
  return (x < y) - (x > y);
}

static void isort(i32 *a, int n, cmp_fn cmp) {
  for (int i = 1; i < n; i++) {
    i32 v = a[i];
    int j = i - 1;
    while (j >= 0 && cmp(&a[j], &v) > 0) {
      a[j + 1] = a[j];
      j--;
    }
    a[j + 1] = v;
  }
}

struct shape_ops {
  i32 (*area)(const i32 *dims);
  i32 (*perimeter)(const i32 *dims);
};
static i32 rect_area(const i32 *d) { return d[0] * d[1]; }
static i32 rect_perim(const i32 *d) { return 2 * (d[0] + d[1]); }
static i32 tri_area2(const i32 *d) { return d[0] * d[1]; }
static i32 tri_perim(const i32 *d) { return d[0] + d[1] + d[2]; }
static const struct shape_ops shapes[2] = {{rect_area, rect_perim}, {tri_area2, tri_perim}};

static void print_arr(const i32 *a, int n) {
  for (int i = 0; i < n; i++) {
    print_int(a[i]);
    PUTC(i + 1 < n ? ' ' : '\n');
  }
}

int main(void) {
  for (unsigned i = 0; i < sizeof ops / sizeof ops[0]; i++) {
    print_str(op_names[i]);
    PUTC('(');
    print_int(-17);
    print_str(", 5) = ");
    print_int(ops[i](-17, 5));
    print_nl();
  }
  i32 a[8] = {5, -3, 12, 7, -8, 0, 4, 9};
  for (int i = 0; i < 7; i++) {
    print_str("fold ");
    print_str(op_names[i]);
    print_str(": ");
    print_int(fold(a, 8, i == 2 ? 1 : 0, ops[i]));
    print_nl();
  }
  static const char *const script[] = {"square", "inc", "twice", "negate", "nothing"};
  for (int i = 0; i < 5; i++) {
    unop f = lookup(script[i]);
    print_str(script[i]);
    if (f) {
      map(a, 8, f);
      print_str(": ");
      print_arr(a, 8);
    } else {
      print_str(": unknown\n");
    }
  }
  unop sq_inc = compose(square, inc);
  print_kv("(7*7)+1", sq_inc(7));
  isort(a, 8, cmp_asc);
  print_arr(a, 8);
  i32 b[8] = {3, -10, 7, -1, 0, 10, -7, 2};
  isort(b, 8, cmp_desc_abs);
  print_arr(b, 8);
  i32 dims[2][3] = {{4, 6, 0}, {3, 4, 5}};
  for (int i = 0; i < 2; i++) {
    print_str(i ? "triangle " : "rectangle ");
    print_int(shapes[i].area(dims[i]));
    PUTC(' ');
    print_int(shapes[i].perimeter(dims[i]));
    print_nl();
  }
  return sq_inc(3);
}
