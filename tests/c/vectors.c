/* GCC/Clang vector extensions: 16-byte vectors of i32, u16, u8 and i64 lanes;
   arithmetic, bitwise operations, shifts, comparisons, lane access, shuffles,
   vectors in memory, as arguments and as results. */
#include "cpu0io.h"

typedef i32 v4i __attribute__((vector_size(16)));
typedef u16 v8u16 __attribute__((vector_size(16)));
typedef u8 v16u8 __attribute__((vector_size(16)));
typedef i64 v2i64 __attribute__((vector_size(16)));

v4i seeds[4] = {{1, 2, 3, 4}, {-5, 6, -7, 8}, {100, 200, 300, 400}, {0x7fffffff, -1, 0, 65536}};

static void print_v4(const char *name, v4i v) {
  print_str(name);
  for (int i = 0; i < 4; i++) {
    PUTC(' ');
    print_int(v[i]);
  }
  print_nl();
}

static NOINLINE v4i madd(v4i a, v4i b, v4i c) { return a * b + c; }

static NOINLINE v4i vmax(v4i a, v4i b) {
  v4i m = a > b; /* all ones where a > b */
  return (a & m) | (b & ~m);
}

static i32 hsum(v4i v) { return v[0] + v[1] + v[2] + v[3]; }

static v4i reverse(v4i v) { return __builtin_shufflevector(v, v, 3, 2, 1, 0); }

int main(void) {
  v4i a = seeds[0], b = seeds[1], c = seeds[2], d = seeds[3];
  print_v4("a+b", a + b);
  print_v4("a*b-c", a * b - c);
  print_v4("madd", madd(a, b, c));
  print_v4("max", vmax(b, a));
  print_v4("c/7", c / 7);
  print_v4("c%7", c % 7);
  print_v4("b>>1", b >> 1);
  print_v4("a<<3", a << 3);
  print_v4("b^c", b ^ c);
  print_v4("a==b", a == (v4i){1, 6, 3, 9});
  print_v4("rev", reverse(c));
  print_v4("mix", __builtin_shufflevector(a, c, 0, 4, 1, 5));
  print_v4("wrap", (v4i)((v4i){0x7fffffff, 1, 2, 3} & d));
  print_kv("hsum", hsum(madd(c, b, a)));

  /* Dot products over an array of vectors. */
  v4i acc = {0, 0, 0, 0};
  v4i data[8];
  for (int i = 0; i < 8; i++) {
    v4i t = {i, i * 2, i * 3 - 5, 7 - i};
    data[i] = t;
  }
  for (int i = 0; i < 8; i++)
    acc += data[i] * data[7 - i];
  print_v4("dot", acc);

  v8u16 h = {1, 2, 3, 0xffff, 0x8000, 1000, 40000, 7};
  v8u16 h2 = h * 3 + (v8u16){1, 1, 1, 1, 1, 1, 1, 1};
  print_str("u16:");
  for (int i = 0; i < 8; i++) {
    PUTC(' ');
    print_int(h2[i]);
  }
  print_nl();
  v16u8 bytes;
  for (int i = 0; i < 16; i++)
    bytes[i] = (u8)(i * 37 + 11);
  v16u8 bx = (bytes >> 2) ^ (v16u8){0xff, 0, 0xff, 0, 0xff, 0, 0xff, 0, 1, 2, 3, 4, 5, 6, 7, 8};
  u32 bsum = 0;
  print_str("u8:");
  for (int i = 0; i < 16; i++) {
    PUTC(' ');
    print_int(bx[i]);
    bsum += bx[i];
  }
  print_nl();
  print_kv("bsum", (i32)bsum);
  v2i64 q = {0x10000001LL, -3};
  v2i64 q2 = q * q + (v2i64){5, 6};
  print_str("i64: ");
  print_i64(q2[0]);
  PUTC(' ');
  print_i64(q2[1]);
  print_nl();
  return hsum(acc) & 0x7f;
}
