/* Number theory: a sieve of Eratosthenes, gcd by remainders, modular exponentiation
   with 32-bit operands and a count of divisors. */
#include "bench.h"

#define LIMIT 30000
static u8 composite[LIMIT];

NOINLINE static u32 sieve(void) {
  u32 count = 0;
  for (u32 i = 2; i < LIMIT; i++) {
    if (composite[i]) continue;
    count++;
    for (u32 j = i * i; j < LIMIT; j += i) composite[j] = 1;
  }
  return count;
}

NOINLINE static u32 gcd(u32 a, u32 b) {
  while (b) { u32 t = a % b; a = b; b = t; }
  return a;
}

NOINLINE static u32 powmod(u32 b, u32 e, u32 m) {
  u32 r = 1;
  b %= m;
  while (e) {
    if (e & 1) r = (r * b) % m;
    b = (b * b) % m;
    e >>= 1;
  }
  return r;
}

NOINLINE static u32 divisors(u32 n) {
  u32 c = 0;
  for (u32 d = 1; d * d <= n; d++)
    if (n % d == 0) c += d * d == n ? 1 : 2;
  return c;
}

int main(void) {
  print_hex_kv("primes", sieve());
  u32 g = 0;
  for (u32 i = 1; i < 300; i++)
    for (u32 j = 1; j < 40; j++) g += gcd(i * 7919u, j * 104729u);
  print_hex_kv("gcd", g);
  u32 p = 0;
  for (u32 i = 2; i < 500; i++) p += powmod(i, 1000 + i, 65521);
  print_hex_kv("powmod", p);
  u32 d = 0;
  for (u32 i = 1000; i < 1400; i++) d += divisors(i);
  print_hex_kv("divisors", d);
  return 0;
}
