/* A tokenizer as a state machine with a switch: numbers, identifiers, strings with
   escapes, comments and operators over generated source text. */
#include "bench.h"

enum { START, NUMBER, IDENT, STRING, ESCAPE, SLASH, COMMENT, OPER };

static char src[16000];

static int kind(char c) {
  if (c >= '0' && c <= '9') return 0;
  if ((c >= 'a' && c <= 'z') || c == '_') return 1;
  if (c == '"') return 2;
  if (c == '\\') return 3;
  if (c == '/') return 4;
  if (c == '\n') return 5;
  if (c == ' ') return 6;
  return 7;
}

NOINLINE static void tokenize(const char *s, int n, u32 *counts) {
  int state = START;
  u32 value = 0;
  for (int i = 0; i < n; i++) {
    char c = s[i];
    int k = kind(c);
    switch (state) {
    case START:
    again:
      switch (k) {
      case 0: state = NUMBER; value = (u32)(c - '0'); break;
      case 1: state = IDENT; value = (u8)c; break;
      case 2: state = STRING; break;
      case 4: state = SLASH; break;
      case 5: case 6: break;
      default: state = OPER; counts[7] += (u8)c; break;
      }
      break;
    case NUMBER:
      if (k == 0) value = value * 10 + (u32)(c - '0');
      else { counts[0] += value; state = START; goto again; }
      break;
    case IDENT:
      if (k == 0 || k == 1) value = value * 31 + (u8)c;
      else { counts[1] ^= value; counts[2]++; state = START; goto again; }
      break;
    case STRING:
      if (k == 2) { counts[3]++; state = START; }
      else if (k == 3) state = ESCAPE;
      else counts[4]++;
      break;
    case ESCAPE: state = STRING; counts[4] += 2; break;
    case SLASH:
      if (k == 4) state = COMMENT;
      else { counts[7] += '/'; state = START; goto again; }
      break;
    case COMMENT:
      if (k == 5) { counts[5]++; state = START; }
      break;
    case OPER:
      counts[6]++; state = START; goto again;
    }
  }
}

int main(void) {
  static const char *pieces[] = {"x1 ", "foo_bar", " = ", "12345", "+", "\"str\\\"ing\"",
                                 " // note\n", "\n", "(", ")", "; ", "a/b", "*", "99 "};
  int n = 0;
  while (n < 15900) {
    const char *p = pieces[rng() % 14];
    while (*p) src[n++] = *p++;
  }
  u32 counts[8] = {0};
  for (int r = 0; r < 3; r++) tokenize(src, n, counts);
  u32 h = 0;
  for (int i = 0; i < 8; i++) h = h * 1000003u + counts[i];
  print_hex_kv("tokens", h);
  return 0;
}
