/* Exact decimal expansion of doubles, the base of printf's %f %e %g: no float
 * arithmetic, so every digit is right and rounding is decided on the exact value.
 *
 * A finite double is m * 2^e with integer m < 2^53. For e >= 0 that is the integer
 * m * 2^e; for e < 0 it is (m * 5^-e) / 10^-e, so the decimal digits of the integer
 * m * 5^-e are the digits of the value with the point moved -e places. The integer
 * is a big number in base 10^4 limbs (u32 arithmetic only: Cpu0 divides 32-bit
 * words in hardware, 64-bit ones by a runtime call). */
#include <stdint.h>
#include <string.h>
#include "libc.h"

#define BASE 10000u
#define LIMBS 200 /* 5^1074 * 2^53 has 767 digits */

typedef struct {
  uint32_t limb[LIMBS]; /* least significant first */
  int n;
} big;

static void big_mul(big *b, uint32_t k) {
  uint32_t carry = 0;
  for (int i = 0; i < b->n; i++) {
    uint32_t v = b->limb[i] * k + carry;
    b->limb[i] = v % BASE;
    carry = v / BASE;
  }
  while (carry) {
    b->limb[b->n++] = carry % BASE;
    carry /= BASE;
  }
}

/* The decimal digits of |x| (finite, non-zero) as characters, without leading or
 * trailing zeros: |x| = 0.DIGITS * 10^exp10. Returns the digit count. `digits`
 * needs 800 bytes. */
int __cpu0_decimal(double x, char *digits, int *exp10) {
  uint64_t bits;
  __builtin_memcpy(&bits, &x, 8);
  int be = (int)((bits >> 52) & 0x7ff);
  uint64_t m = bits & 0xfffffffffffffull;
  int e;
  if (be == 0) {
    e = -1074;
  } else {
    m |= 1ull << 52;
    e = be - 1075;
  }
  while ((m & 1) == 0 && m != 0) { /* fewer digits to compute */
    m >>= 1;
    e++;
  }
  big b;
  b.n = 0;
  while (m) {
    b.limb[b.n++] = (uint32_t)(m % BASE);
    m /= BASE;
  }
  int shift = e;
  if (e >= 0) {
    for (; shift >= 16; shift -= 16)
      big_mul(&b, 1u << 16);
    if (shift)
      big_mul(&b, 1u << shift);
  } else {
    for (; shift <= -8; shift += 8)
      big_mul(&b, 390625); /* 5^8 */
    uint32_t k = 1;
    for (; shift < 0; shift++)
      k *= 5;
    big_mul(&b, k);
  }
  /* Limbs to characters: the top limb without leading zeros. */
  int n = 0;
  uint32_t top = b.limb[b.n - 1];
  char tmp[4];
  int t = 0;
  while (top) {
    tmp[t++] = (char)('0' + top % 10);
    top /= 10;
  }
  while (t)
    digits[n++] = tmp[--t];
  for (int i = b.n - 2; i >= 0; i--) {
    uint32_t v = b.limb[i];
    digits[n + 3] = (char)('0' + v % 10);
    digits[n + 2] = (char)('0' + v / 10 % 10);
    digits[n + 1] = (char)('0' + v / 100 % 10);
    digits[n] = (char)('0' + v / 1000);
    n += 4;
  }
  *exp10 = n + (e < 0 ? e : 0);
  while (n > 0 && digits[n - 1] == '0')
    n--;
  return n;
}
