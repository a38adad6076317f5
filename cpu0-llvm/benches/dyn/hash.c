/* String hashing (FNV-1a, djb2, a multiply-rotate mix) and an open-addressing table. */
#include "bench.h"

#define SLOTS 4096
static u32 keys[SLOTS];
static u32 vals[SLOTS];
static char words[2000][12];

NOINLINE static u32 fnv1a(const char *s) {
  u32 h = 2166136261u;
  while (*s) { h ^= (u8)*s++; h *= 16777619u; }
  return h;
}

NOINLINE static u32 djb2(const char *s) {
  u32 h = 5381;
  while (*s) h = h * 33 + (u8)*s++;
  return h;
}

static u32 rotl(u32 x, int r) { return (x << r) | (x >> (32 - r)); }

NOINLINE static u32 mix(const u32 *v, int n) {
  u32 h = 0x9747b28cu;
  for (int i = 0; i < n; i++) {
    u32 k = v[i] * 0xcc9e2d51u;
    k = rotl(k, 15) * 0x1b873593u;
    h = rotl(h ^ k, 13) * 5 + 0xe6546b64u;
  }
  h ^= h >> 16; h *= 0x85ebca6bu; h ^= h >> 13;
  return h;
}

NOINLINE static void insert(u32 key, u32 val) {
  u32 i = key & (SLOTS - 1);
  while (keys[i] != 0 && keys[i] != key) i = (i + 1) & (SLOTS - 1);
  keys[i] = key;
  vals[i] += val;
}

NOINLINE static u32 lookup(u32 key) {
  u32 i = key & (SLOTS - 1);
  while (keys[i] != 0) {
    if (keys[i] == key) return vals[i];
    i = (i + 1) & (SLOTS - 1);
  }
  return 0;
}

int main(void) {
  for (int w = 0; w < 2000; w++) {
    int len = 3 + (int)(rng() % 8);
    for (int i = 0; i < len; i++) words[w][i] = (char)('a' + rng() % 6);
    words[w][len] = 0;
  }
  u32 acc = 0;
  for (int w = 0; w < 2000; w++) {
    u32 h = fnv1a(words[w]) | 1;
    insert(h, (u32)w);
    acc += djb2(words[w]);
  }
  u32 found = 0;
  for (int w = 0; w < 2000; w++) found += lookup(fnv1a(words[w]) | 1);
  print_hex_kv("djb2", acc);
  print_hex_kv("found", found);
  print_hex_kv("mix", mix(vals, SLOTS));
  return 0;
}
