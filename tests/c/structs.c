/* Structs: nested, in arrays, with bit-fields, passed and returned by value
   (small and large), copied by assignment. */
#include "cpu0io.h"

struct point {
  i32 x, y;
};
struct rect {
  struct point lo, hi;
};
struct mixed {
  i8 a;
  i64 b;
  i16 c;
  u8 d;
  u32 e;
};
struct big {
  i32 v[10];
  i64 total;
  u8 tag;
};
struct flags {
  u32 kind : 3;
  u32 level : 5;
  u32 count : 12;
  i32 delta : 12;
};
struct person {
  const char *name;
  u8 age;
  u16 score;
};

static struct point add(struct point p, struct point q) {
  struct point r = {p.x + q.x, p.y + q.y};
  return r;
}

static NOINLINE struct point scale(struct point p, i32 k) {
  p.x *= k;
  p.y *= k;
  return p;
}

static i32 area(struct rect r) { return (r.hi.x - r.lo.x) * (r.hi.y - r.lo.y); }

static NOINLINE struct rect bounding(const struct point *ps, int n) {
  struct rect r = {ps[0], ps[0]};
  for (int i = 1; i < n; i++) {
    if (ps[i].x < r.lo.x)
      r.lo.x = ps[i].x;
    if (ps[i].y < r.lo.y)
      r.lo.y = ps[i].y;
    if (ps[i].x > r.hi.x)
      r.hi.x = ps[i].x;
    if (ps[i].y > r.hi.y)
      r.hi.y = ps[i].y;
  }
  return r;
}

static NOINLINE struct big make_big(i32 seed) {
  struct big b;
  b.total = 0;
  for (int i = 0; i < 10; i++) {
    b.v[i] = seed * (i + 1) - i * i;
    b.total += (i64)b.v[i] * 1000003;
  }
  b.tag = (u8)(seed * 17);
  return b;
}

static NOINLINE i64 sum_big(struct big b) {
  i64 s = b.tag;
  for (int i = 0; i < 10; i++)
    s += b.v[i];
  b.v[0] = 0; /* the callee's copy */
  return s + b.total;
}

static NOINLINE struct mixed mix(i32 k) {
  struct mixed m;
  m.a = (i8)(-k);
  m.b = (i64)k << 33;
  m.c = (i16)(k * 1000);
  m.d = (u8)(k + 200);
  m.e = 0xdeadbeefu ^ (u32)k;
  return m;
}

static struct person people[] = {
    {"ada", 36, 930}, {"brian", 71, 880}, {"grace", 85, 990}, {"ken", 80, 905}};

int main(void) {
  struct point p = {3, -4}, q = {10, 20};
  struct point s = add(p, scale(q, 3));
  print_str("sum: ");
  print_int(s.x);
  PUTC(',');
  print_int(s.y);
  print_nl();

  struct point pts[6] = {{1, 2}, {-3, 7}, {4, -1}, {0, 0}, {9, 3}, {2, 11}};
  struct rect r = bounding(pts, 6);
  print_str("bounds: ");
  print_int(r.lo.x);
  PUTC(' ');
  print_int(r.lo.y);
  PUTC(' ');
  print_int(r.hi.x);
  PUTC(' ');
  print_int(r.hi.y);
  print_nl();
  print_kv("area", area(r));

  struct big b = make_big(7);
  struct big c = b; /* a copy */
  c.v[9] = -1;
  print_str("sum_big: ");
  print_i64(sum_big(b));
  PUTC(' ');
  print_i64(sum_big(c));
  print_nl();
  print_kv("b.v[0] after call", b.v[0]);

  struct mixed m = mix(5);
  print_str("mixed: ");
  print_int(m.a);
  PUTC(' ');
  print_i64(m.b);
  PUTC(' ');
  print_int(m.c);
  PUTC(' ');
  print_int(m.d);
  PUTC(' ');
  print_hex(m.e);
  print_nl();

  struct flags f = {5, 17, 3000, -1000};
  f.count += 95;
  f.delta -= 48;
  f.level ^= 31;
  print_str("flags: ");
  print_u32(f.kind);
  PUTC(' ');
  print_u32(f.level);
  PUTC(' ');
  print_u32(f.count);
  PUTC(' ');
  print_int(f.delta);
  print_nl();

  /* Oldest, best score, and a struct array swap. */
  int oldest = 0, best = 0;
  for (int i = 1; i < 4; i++) {
    if (people[i].age > people[oldest].age)
      oldest = i;
    if (people[i].score > people[best].score)
      best = i;
  }
  print_str("oldest: ");
  print_str(people[oldest].name);
  print_str(", best: ");
  print_str(people[best].name);
  print_nl();
  struct person t = people[0];
  people[0] = people[3];
  people[3] = t;
  for (int i = 0; i < 4; i++) {
    print_str(people[i].name);
    PUTC(i < 3 ? ' ' : '\n');
  }
  return area(r) & 0xff;
}
