/* Arbitrary-precision unsigned integers in 32-bit limbs with 64-bit
   intermediates: factorials, powers of two, Fibonacci numbers, printed in
   decimal by repeated 64-bit division. */
#include "cpu0io.h"

#define LIMBS 12

struct big {
  u32 d[LIMBS]; /* least significant first */
};

static void set_small(struct big *a, u32 v) {
  for (int i = 0; i < LIMBS; i++)
    a->d[i] = 0;
  a->d[0] = v;
}

static void mul_small(struct big *a, u32 m) {
  u64 carry = 0;
  for (int i = 0; i < LIMBS; i++) {
    u64 t = (u64)a->d[i] * m + carry;
    a->d[i] = (u32)t;
    carry = t >> 32;
  }
}

static void add(struct big *r, const struct big *a, const struct big *b) {
  u64 carry = 0;
  for (int i = 0; i < LIMBS; i++) {
    u64 t = (u64)a->d[i] + b->d[i] + carry;
    r->d[i] = (u32)t;
    carry = t >> 32;
  }
}

static int is_zero(const struct big *a) {
  for (int i = 0; i < LIMBS; i++)
    if (a->d[i])
      return 0;
  return 1;
}

/* Divides by `d` in place; returns the remainder. */
static u32 div_small(struct big *a, u32 d) {
  u64 rem = 0;
  for (int i = LIMBS - 1; i >= 0; i--) {
    u64 cur = (rem << 32) | a->d[i];
    a->d[i] = (u32)(cur / d);
    rem = cur % d;
  }
  return (u32)rem;
}

static void print_big(struct big a) {
  u32 chunks[16];
  int n = 0;
  do
    chunks[n++] = div_small(&a, 1000000000u);
  while (!is_zero(&a));
  print_u32(chunks[--n]);
  while (n) {
    u32 c = chunks[--n];
    char digits[9];
    for (int i = 8; i >= 0; i--) {
      digits[i] = (char)('0' + c % 10);
      c /= 10;
    }
    for (int i = 0; i < 9; i++)
      PUTC(digits[i]);
  }
}

static u32 digit_sum(struct big a) {
  u32 s = 0;
  while (!is_zero(&a))
    s += div_small(&a, 10);
  return s;
}

int main(void) {
  struct big f;
  set_small(&f, 1);
  for (u32 i = 2; i <= 40; i++) {
    mul_small(&f, i);
    if (i == 20 || i == 25 || i == 30 || i == 40) {
      print_u32(i);
      print_str("! = ");
      print_big(f);
      print_nl();
    }
  }
  print_kv("digit sum of 40!", (i32)digit_sum(f));
  struct big p;
  set_small(&p, 1);
  for (int i = 0; i < 200; i++)
    mul_small(&p, 2);
  print_str("2^200 = ");
  print_big(p);
  print_nl();
  struct big a, b, c;
  set_small(&a, 0);
  set_small(&b, 1);
  for (int i = 0; i < 150; i++) {
    add(&c, &a, &b);
    a = b;
    b = c;
  }
  print_str("fib(150) = ");
  print_big(a);
  print_nl();
  u64 x = 0xfedcba9876543210ull;
  print_str("u64 / small: ");
  print_u64(x / 1000000007u);
  PUTC(' ');
  print_u64(x % 1000000007u);
  PUTC(' ');
  print_u64(x / 0x100000001ull);
  print_nl();
  return (i32)(digit_sum(a) & 0x7f);
}
