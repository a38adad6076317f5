/* Bit tricks: population counts, leading and trailing zeros, byte swaps,
   rotations, bit reversal, parity, Gray codes, powers of two, an 8x8 bit
   matrix transpose and branch-free min/max/abs. */
#include "cpu0io.h"

u32 words[] = {0, 1, 0x80000000u, 0xdeadbeefu, 0x12345678u, 0xffffffffu, 0x00f000f0u, 96};
u64 dwords[] = {0, 1, 0x8000000000000000ull, 0x0123456789abcdefull, 0xffffffff00000000ull};

static int popcount_loop(u32 x) {
  int n = 0;
  while (x) {
    x &= x - 1;
    n++;
  }
  return n;
}

static u32 reverse_bits(u32 x) {
  x = ((x >> 1) & 0x55555555u) | ((x & 0x55555555u) << 1);
  x = ((x >> 2) & 0x33333333u) | ((x & 0x33333333u) << 2);
  x = ((x >> 4) & 0x0f0f0f0fu) | ((x & 0x0f0f0f0fu) << 4);
  x = ((x >> 8) & 0x00ff00ffu) | ((x & 0x00ff00ffu) << 8);
  return (x >> 16) | (x << 16);
}

static u32 rotl(u32 x, unsigned k) { return (x << (k & 31)) | (x >> ((32 - k) & 31)); }
static u32 rotr(u32 x, unsigned k) { return (x >> (k & 31)) | (x << ((32 - k) & 31)); }
static u64 rotl64(u64 x, unsigned k) { return (x << (k & 63)) | (x >> ((64 - k) & 63)); }

static u32 next_pow2(u32 x) {
  x--;
  x |= x >> 1;
  x |= x >> 2;
  x |= x >> 4;
  x |= x >> 8;
  x |= x >> 16;
  return x + 1;
}

static u64 transpose8(u64 x) {
  u64 t;
  t = (x ^ (x >> 7)) & 0x00aa00aa00aa00aaull;
  x = x ^ t ^ (t << 7);
  t = (x ^ (x >> 14)) & 0x0000cccc0000ccccull;
  x = x ^ t ^ (t << 14);
  t = (x ^ (x >> 28)) & 0x00000000f0f0f0f0ull;
  x = x ^ t ^ (t << 28);
  return x;
}

static i32 bmin(i32 a, i32 b) { return b ^ ((a ^ b) & -(a < b)); }
static i32 bmax(i32 a, i32 b) { return a ^ ((a ^ b) & -(a < b)); }
static i32 babs(i32 a) {
  i32 m = a >> 31;
  return (a + m) ^ m;
}

int main(void) {
  for (int i = 0; i < 8; i++) {
    u32 w = words[i];
    print_hex(w);
    print_str(": pop ");
    print_int(__builtin_popcount(w));
    PUTC('/');
    print_int(popcount_loop(w));
    print_str(" clz ");
    print_int(w ? __builtin_clz(w) : 32);
    print_str(" ctz ");
    print_int(w ? __builtin_ctz(w) : 32);
    print_str(" bswap ");
    print_hex(__builtin_bswap32(w));
    print_str(" rev ");
    print_hex(reverse_bits(w));
    print_nl();
    print_str("  rotl ");
    print_hex(rotl(w, (unsigned)i * 5));
    print_str(" rotr ");
    print_hex(rotr(w, (unsigned)i * 9));
    print_str(" parity ");
    print_int(__builtin_parity(w));
    print_str(" gray ");
    print_hex(w ^ (w >> 1));
    print_str(" low ");
    print_hex(w & (0u - w));
    print_str(" pow2 ");
    print_hex(next_pow2(w));
    print_nl();
  }
  for (int i = 0; i < 5; i++) {
    u64 d = dwords[i];
    print_hex64(d);
    print_str(": pop ");
    print_int(__builtin_popcountll(d));
    print_str(" clz ");
    print_int(d ? __builtin_clzll(d) : 64);
    print_str(" ctz ");
    print_int(d ? __builtin_ctzll(d) : 64);
    print_str(" bswap ");
    print_hex64(__builtin_bswap64(d));
    print_str(" rotl ");
    print_hex64(rotl64(d, (unsigned)i * 13));
    print_nl();
  }
  u64 m = 0x0102040810204080ull ^ ((u64)words[3] << 16);
  print_str("transpose: ");
  print_hex64(transpose8(m));
  PUTC(' ');
  print_hex64(transpose8(transpose8(m)));
  print_nl();
  i32 pairs[][2] = {{3, 9}, {-5, 2}, {7, -7}, {-2147483647, 5}};
  for (int i = 0; i < 4; i++) {
    print_int(bmin(pairs[i][0], pairs[i][1]));
    PUTC(' ');
    print_int(bmax(pairs[i][0], pairs[i][1]));
    PUTC(' ');
    print_int(babs(pairs[i][0]));
    print_nl();
  }
  u32 acc = 0;
  for (u32 v = 1; v < 5000; v = v * 3 + 1)
    acc += (u32)__builtin_popcount(v) << (v & 7);
  print_kv("acc", (i32)acc);
  return (i32)(acc & 0x7f);
}
