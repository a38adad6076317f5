/* Strings: length, comparison, copying, reversal, case, number formatting in
   several bases, words, search and a Caesar cipher. */
#include "cpu0io.h"

static int str_len(const char *s) {
  const char *p = s;
  while (*p)
    p++;
  return (int)(p - s);
}

static int str_cmp(const char *a, const char *b) {
  while (*a && *a == *b) {
    a++;
    b++;
  }
  return (u8)*a - (u8)*b;
}

static char *str_cpy(char *d, const char *s) {
  char *r = d;
  while ((*d++ = *s++))
    ;
  return r;
}

static char *str_cat(char *d, const char *s) {
  str_cpy(d + str_len(d), s);
  return d;
}

static void str_rev(char *s) {
  int n = str_len(s);
  for (int i = 0; i < n / 2; i++) {
    char t = s[i];
    s[i] = s[n - 1 - i];
    s[n - 1 - i] = t;
  }
}

static void to_upper(char *s) {
  for (; *s; s++)
    if (*s >= 'a' && *s <= 'z')
      *s = (char)(*s - 'a' + 'A');
}

static char *utoa(u32 v, char *buf, u32 base) {
  char *p = buf;
  do {
    u32 d = v % base;
    *p++ = (char)(d < 10 ? '0' + d : 'a' + d - 10);
    v /= base;
  } while (v);
  *p = 0;
  str_rev(buf);
  return buf;
}

static i32 atoi_s(const char *s) {
  i32 sign = 1, v = 0;
  while (*s == ' ')
    s++;
  if (*s == '-' || *s == '+')
    sign = *s++ == '-' ? -1 : 1;
  while (*s >= '0' && *s <= '9')
    v = v * 10 + (*s++ - '0');
  return sign * v;
}

static int is_palindrome(const char *s) {
  const char *e = s + str_len(s) - 1;
  while (s < e) {
    while (*s == ' ')
      s++;
    while (*e == ' ')
      e--;
    if (s < e && *s++ != *e--)
      return 0;
  }
  return 1;
}

static int count_words(const char *s) {
  int n = 0, in = 0;
  for (; *s; s++) {
    int sp = *s == ' ' || *s == ',' || *s == '.';
    if (!sp && !in)
      n++;
    in = !sp;
  }
  return n;
}

static int find(const char *hay, const char *needle) {
  for (int i = 0; hay[i]; i++) {
    int j = 0;
    while (needle[j] && hay[i + j] == needle[j])
      j++;
    if (!needle[j])
      return i;
  }
  return -1;
}

static void caesar(char *s, int k) {
  for (; *s; s++) {
    if (*s >= 'a' && *s <= 'z')
      *s = (char)('a' + (*s - 'a' + k) % 26);
    else if (*s >= 'A' && *s <= 'Z')
      *s = (char)('A' + (*s - 'A' + k) % 26);
  }
}

static const char *const words[] = {"pear", "apple", "fig", "banana", "cherry", "apricot"};

int main(void) {
  char buf[96];
  str_cpy(buf, "Hello");
  str_cat(buf, ", ");
  str_cat(buf, "Cpu0 world");
  print_str(buf);
  print_nl();
  print_kv("len", str_len(buf));
  str_rev(buf);
  print_str(buf);
  print_nl();
  str_rev(buf);
  to_upper(buf);
  print_str(buf);
  print_nl();

  char num[40];
  static const u32 vals[] = {0, 7, 255, 4096, 123456789, 0xffffffffu};
  for (int i = 0; i < 6; i++) {
    print_str(utoa(vals[i], num, 10));
    PUTC(' ');
    print_str(utoa(vals[i], num, 16));
    PUTC(' ');
    print_str(utoa(vals[i], num, 2));
    PUTC(' ');
    print_str(utoa(vals[i], num, 36));
    print_nl();
  }
  print_kv("atoi", atoi_s("  -12345"));
  print_kv("atoi+", atoi_s("+987xyz"));

  /* The smallest and largest word, by repeated comparison. */
  const char *lo = words[0], *hi = words[0];
  for (int i = 1; i < 6; i++) {
    if (str_cmp(words[i], lo) < 0)
      lo = words[i];
    if (str_cmp(words[i], hi) > 0)
      hi = words[i];
  }
  print_str(lo);
  PUTC(' ');
  print_str(hi);
  print_nl();
  print_kv("cmp", str_cmp("apple", "apricot") < 0 ? -1 : 1);

  static const char *const pals[] = {"racecar", "never odd or even", "cpu zero", "a"};
  for (int i = 0; i < 4; i++) {
    print_str(pals[i]);
    print_str(is_palindrome(pals[i]) ? ": yes\n" : ": no\n");
  }
  const char *text = "It was the best of times, it was the worst of times.";
  print_kv("words", count_words(text));
  print_kv("find worst", find(text, "worst"));
  print_kv("find zebra", find(text, "zebra"));
  str_cpy(buf, "Attack at Dawn, xyz!");
  caesar(buf, 3);
  print_str(buf);
  print_nl();
  caesar(buf, 23);
  print_str(buf);
  print_nl();
  return str_len(text);
}
