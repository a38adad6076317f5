/* Bit manipulation: population count, bit reversal, leading zeros, CRC-32, Gray codes. */
#include "bench.h"

NOINLINE static u32 popcount(u32 x) {
  u32 n = 0;
  while (x) { x &= x - 1; n++; }
  return n;
}

NOINLINE static u32 reverse(u32 x) {
  u32 r = 0;
  for (int i = 0; i < 32; i++) { r = (r << 1) | (x & 1); x >>= 1; }
  return r;
}

NOINLINE static u32 clz(u32 x) {
  if (x == 0) return 32;
  u32 n = 0;
  if (!(x & 0xffff0000u)) { n += 16; x <<= 16; }
  if (!(x & 0xff000000u)) { n += 8; x <<= 8; }
  if (!(x & 0xf0000000u)) { n += 4; x <<= 4; }
  if (!(x & 0xc0000000u)) { n += 2; x <<= 2; }
  if (!(x & 0x80000000u)) n += 1;
  return n;
}

NOINLINE static u32 crc32(const u8 *p, int n) {
  u32 c = 0xffffffffu;
  for (int i = 0; i < n; i++) {
    c ^= p[i];
    for (int k = 0; k < 8; k++) c = (c >> 1) ^ (0xedb88320u & (0u - (c & 1)));
  }
  return ~c;
}

NOINLINE static u32 shifts(const u32 *v, int n) {
  u32 h = 0;
  for (int i = 0; i < n; i++) {
    u32 s = v[i] & 31;
    h += (v[i] << s) ^ (v[i] >> (31 - s)) ^ ((u32)((i32)v[i] >> (s & 7)));
  }
  return h;
}

static u8 buf[1024];
static u32 words[1024];

int main(void) {
  for (int i = 0; i < 1024; i++) { words[i] = rng() * 2654435761u; buf[i] = (u8)words[i]; }
  u32 pc = 0, rv = 0, lz = 0, gray = 0;
  for (int i = 0; i < 1024; i++) {
    pc += popcount(words[i]);
    rv ^= reverse(words[i]);
    lz += clz(words[i] >> (i & 31));
    u32 g = words[i] ^ (words[i] >> 1);
    gray += g & 0xffff;
  }
  print_hex_kv("popcount", pc);
  print_hex_kv("reverse", rv);
  print_hex_kv("clz", lz);
  print_hex_kv("gray", gray);
  print_hex_kv("crc", crc32(buf, 1024));
  print_hex_kv("shifts", shifts(words, 1024));
  return 0;
}
