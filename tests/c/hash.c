/* Hashing: CRC-32 with a table built at run time, FNV-1a (32 and 64 bits),
   Adler-32, the MurmurHash3 finaliser, and an open-addressing hash table of
   words with counts. */
#include "cpu0io.h"

static u32 crc_table[256];

static void crc_init(void) {
  for (u32 i = 0; i < 256; i++) {
    u32 c = i;
    for (int k = 0; k < 8; k++)
      c = (c & 1) ? 0xedb88320u ^ (c >> 1) : c >> 1;
    crc_table[i] = c;
  }
}

static u32 crc32(const char *s) {
  u32 c = 0xffffffffu;
  for (; *s; s++)
    c = crc_table[(c ^ (u8)*s) & 0xff] ^ (c >> 8);
  return c ^ 0xffffffffu;
}

static u32 fnv32(const char *s) {
  u32 h = 2166136261u;
  for (; *s; s++)
    h = (h ^ (u8)*s) * 16777619u;
  return h;
}

static u64 fnv64(const char *s) {
  u64 h = 14695981039346656037ull;
  for (; *s; s++)
    h = (h ^ (u8)*s) * 1099511628211ull;
  return h;
}

static u32 adler32(const char *s) {
  u32 a = 1, b = 0;
  for (; *s; s++) {
    a = (a + (u8)*s) % 65521;
    b = (b + a) % 65521;
  }
  return (b << 16) | a;
}

static u64 fmix64(u64 k) {
  k ^= k >> 33;
  k *= 0xff51afd7ed558ccdull;
  k ^= k >> 33;
  k *= 0xc4ceb9fe1a85ec53ull;
  k ^= k >> 33;
  return k;
}

#define SLOTS 64
struct slot {
  const char *key;
  i32 count;
};
static struct slot table[SLOTS];
static int probes;

/* Counts the word s[0..n): the key points into the text. */
static void count_word(const char *s, int n) {
  u32 h = 2166136261u;
  for (int i = 0; i < n; i++)
    h = (h ^ (u8)s[i]) * 16777619u;
  for (u32 i = h % SLOTS;; i = (i + 1) % SLOTS) {
    probes++;
    if (!table[i].key) {
      table[i].key = s;
      table[i].count = 1;
      return;
    }
    const char *k = table[i].key;
    int len = 0;
    while (k[len] != ' ' && k[len] != 0)
      len++;
    if (len == n) {
      int j = 0;
      while (j < n && s[j] == k[j])
        j++;
      if (j == n) {
        table[i].count++;
        return;
      }
    }
  }
}

static const char *const inputs[] = {"", "a", "abc", "message digest", "The quick brown fox jumps over the lazy dog",
                                     "Cpu0"};

int main(void) {
  crc_init();
  for (int i = 0; i < 6; i++) {
    print_str("\"");
    print_str(inputs[i]);
    print_str("\": crc ");
    print_hex(crc32(inputs[i]));
    print_str(" fnv ");
    print_hex(fnv32(inputs[i]));
    print_str(" fnv64 ");
    print_hex64(fnv64(inputs[i]));
    print_str(" adler ");
    print_hex(adler32(inputs[i]));
    print_nl();
  }
  for (u64 k = 1; k < 1000000; k = k * 37 + 11) {
    print_hex64(fmix64(k));
    PUTC(' ');
  }
  print_nl();
  const char *text = "the cat and the dog and the bird saw the cat run and the dog sit";
  const char *p = text;
  while (*p) {
    const char *w = p;
    while (*p && *p != ' ')
      p++;
    count_word(w, (int)(p - w));
    while (*p == ' ')
      p++;
  }
  int distinct = 0;
  for (int i = 0; i < SLOTS; i++)
    if (table[i].key)
      distinct++;
  print_kv("distinct", distinct);
  for (int round = 0; round < distinct; round++) {
    /* Print the words by descending count, then alphabetically. */
    int best = -1;
    for (int i = 0; i < SLOTS; i++) {
      if (!table[i].key || table[i].count < 0)
        continue;
      if (best < 0 || table[i].count > table[best].count)
        best = i;
      else if (table[i].count == table[best].count) {
        const char *a = table[i].key, *b = table[best].key;
        while (*a == *b && *a != ' ' && *a)
          a++, b++;
        u8 ca = (u8)(*a == ' ' ? 0 : *a), cb = (u8)(*b == ' ' ? 0 : *b);
        if (ca < cb)
          best = i;
      }
    }
    for (const char *k = table[best].key; *k && *k != ' '; k++)
      PUTC(*k);
    PUTC('=');
    print_int(table[best].count);
    PUTC(round + 1 < distinct ? ' ' : '\n');
    table[best].count = -1;
  }
  print_kv("probes", probes);
  return distinct;
}
