/* Switch statements: dense (jump tables), sparse, with fall-through, on
   characters and on 64-bit values; a lexer as a state machine; Duff's device. */
#include "cpu0io.h"

static const char *day(int d) {
  switch (d) {
  case 0: return "sun";
  case 1: return "mon";
  case 2: return "tue";
  case 3: return "wed";
  case 4: return "thu";
  case 5: return "fri";
  case 6: return "sat";
  default: return "???";
  }
}

static int sparse(u32 x) {
  switch (x) {
  case 1: return 10;
  case 10: return 20;
  case 100: return 30;
  case 1000: return 40;
  case 12345: return 50;
  case 0x80000000u: return 60;
  case 0xffffffffu: return 70;
  default: return -1;
  }
}

static int classify(char c) {
  switch (c) {
  case 'a': case 'e': case 'i': case 'o': case 'u':
    return 1;
  case '0': case '1': case '2': case '3': case '4':
  case '5': case '6': case '7': case '8': case '9':
    return 2;
  case ' ': case '\t': case '\n':
    return 3;
  default:
    return (c >= 'a' && c <= 'z') ? 4 : 0;
  }
}

static int fallthrough(int n) {
  int r = 0;
  switch (n) {
  case 5: r += 5; /* fall through */
  case 4: r += 4; /* fall through */
  case 3: r += 3;
    break;
  case 2: r += 200; /* fall through */
  default: r += 1;
  }
  return r;
}

static int big_switch(i64 v) {
  switch (v) {
  case 0: return 0;
  case 1LL << 32: return 1;
  case -1: return 2;
  case (1LL << 40) + 7: return 3;
  case 0x7fffffffLL: return 4;
  default: return 9;
  }
}

static void duff_copy(u8 *to, const u8 *from, int count) {
  int n = (count + 7) / 8;
  switch (count % 8) {
  case 0: do { *to++ = *from++;
  case 7:      *to++ = *from++;
  case 6:      *to++ = *from++;
  case 5:      *to++ = *from++;
  case 4:      *to++ = *from++;
  case 3:      *to++ = *from++;
  case 2:      *to++ = *from++;
  case 1:      *to++ = *from++;
          } while (--n > 0);
  }
}

/* Evaluates "12+3*4-5" left to right with a state machine. */
static i32 lex_eval(const char *s) {
  enum { START, NUMBER, OP } state = START;
  i32 acc = 0, cur = 0;
  char op = '+';
  for (;; s++) {
    char c = *s;
    switch (state) {
    case START:
    case OP:
      if (c >= '0' && c <= '9') {
        cur = c - '0';
        state = NUMBER;
      } else {
        return -9999;
      }
      break;
    case NUMBER:
      if (c >= '0' && c <= '9') {
        cur = cur * 10 + (c - '0');
        break;
      }
      switch (op) {
      case '+': acc += cur; break;
      case '-': acc -= cur; break;
      case '*': acc *= cur; break;
      case '/': acc = cur ? acc / cur : 0; break;
      }
      if (c == 0)
        return acc;
      op = c;
      state = OP;
      break;
    }
  }
}

int main(void) {
  for (int d = -1; d <= 7; d++) {
    print_str(day(d));
    PUTC(d < 7 ? ' ' : '\n');
  }
  static const u32 probes[] = {0, 1, 10, 100, 1000, 12345, 0x80000000u, 0xffffffffu, 99};
  for (int i = 0; i < 9; i++) {
    print_int(sparse(probes[i]));
    PUTC(i < 8 ? ' ' : '\n');
  }
  const char *text = "the quick brown fox jumps over 13 lazy dogs\tin 2024\n";
  int counts[5] = {0, 0, 0, 0, 0};
  for (const char *p = text; *p; p++)
    counts[classify(*p)]++;
  print_str("classes:");
  for (int i = 0; i < 5; i++) {
    PUTC(' ');
    print_int(counts[i]);
  }
  print_nl();
  print_str("fallthrough:");
  for (int n = 0; n <= 6; n++) {
    PUTC(' ');
    print_int(fallthrough(n));
  }
  print_nl();
  static const i64 bigs[] = {0, 1LL << 32, -1, (1LL << 40) + 7, 0x7fffffffLL, 5};
  print_str("big:");
  for (int i = 0; i < 6; i++) {
    PUTC(' ');
    print_int(big_switch(bigs[i]));
  }
  print_nl();
  u8 src[23], dst[23];
  for (int i = 0; i < 23; i++) {
    src[i] = (u8)(i * 11);
    dst[i] = 0;
  }
  for (int len = 0; len <= 23; len += 5)
    duff_copy(dst, src, len == 0 ? 1 : len);
  u32 sum = 0;
  for (int i = 0; i < 23; i++)
    sum = sum * 3 + dst[i];
  print_kv("duff", (i32)sum);
  print_kv("12+3*4-5", lex_eval("12+3*4-5"));
  print_kv("100/7*7-2", lex_eval("100/7*7-2"));
  print_kv("bad", lex_eval("1+-2"));
  return counts[1];
}
