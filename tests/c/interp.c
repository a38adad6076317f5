/* A small interpreter: a recursive-descent parser and evaluator for integer
   expressions with variables, and a bytecode machine (switch dispatch) that
   runs programs compiled from them. */
#include "cpu0io.h"

static const char *src;
static i32 vars[26];
static int error;

static void skip(void) {
  while (*src == ' ')
    src++;
}

static i32 expr(void);

static i32 primary(void) {
  skip();
  if (*src == '(') {
    src++;
    i32 v = expr();
    skip();
    if (*src == ')')
      src++;
    else
      error = 1;
    return v;
  }
  if (*src == '-') {
    src++;
    return -primary();
  }
  if (*src >= 'a' && *src <= 'z')
    return vars[*src++ - 'a'];
  if (*src >= '0' && *src <= '9') {
    i32 v = 0;
    while (*src >= '0' && *src <= '9')
      v = v * 10 + (*src++ - '0');
    return v;
  }
  error = 1;
  return 0;
}

static i32 term(void) {
  i32 v = primary();
  for (;;) {
    skip();
    char op = *src;
    if (op != '*' && op != '/' && op != '%')
      return v;
    src++;
    i32 r = primary();
    if (op == '*')
      v *= r;
    else if (r == 0)
      error = 2;
    else if (op == '/')
      v /= r;
    else
      v %= r;
  }
}

static i32 expr(void) {
  i32 v = term();
  for (;;) {
    skip();
    char op = *src;
    if (op != '+' && op != '-')
      return v;
    src++;
    i32 r = term();
    v = op == '+' ? v + r : v - r;
  }
}

/* "x = expr" or "expr". */
static void statement(const char *line) {
  src = line;
  error = 0;
  skip();
  int target = -1;
  if (*src >= 'a' && *src <= 'z' && src[1] == ' ' && src[2] == '=') {
    target = *src - 'a';
    src += 3;
  }
  i32 v = expr();
  skip();
  if (*src)
    error = 1;
  print_str(line);
  print_str(" -> ");
  if (error) {
    print_str(error == 2 ? "division by zero" : "syntax error");
  } else {
    print_int(v);
    if (target >= 0)
      vars[target] = v;
  }
  print_nl();
}

/* Bytecode. */
enum { LIT, LOAD, STORE, ADDI, SUBI, MULI, MODI, LT, JZ, JMP, OUT, END };

static i32 execute(const i32 *code, i32 *mem) {
  i32 st[16];
  int sp = 0, pc = 0, steps = 0;
  for (;;) {
    steps++;
    switch (code[pc++]) {
    case LIT: st[sp++] = code[pc++]; break;
    case LOAD: st[sp++] = mem[code[pc++]]; break;
    case STORE: mem[code[pc++]] = st[--sp]; break;
    case ADDI: sp--; st[sp - 1] += st[sp]; break;
    case SUBI: sp--; st[sp - 1] -= st[sp]; break;
    case MULI: sp--; st[sp - 1] *= st[sp]; break;
    case MODI: sp--; st[sp - 1] %= st[sp]; break;
    case LT: sp--; st[sp - 1] = st[sp - 1] < st[sp]; break;
    case JZ: if (st[--sp] == 0) pc = code[pc]; else pc++; break;
    case JMP: pc = code[pc]; break;
    case OUT: print_int(st[--sp]); PUTC(' '); break;
    case END: return steps;
    default: return -1;
    }
  }
}

/* Prints the primes below 60 by trial division: mem[0] = n, mem[1] = d. */
static const i32 primes[] = {
    LIT, 2, STORE, 0,
    /* 4: loop over n */ LOAD, 0, LIT, 60, LT, JZ, 56,
    LIT, 2, STORE, 1,
    /* 15: loop over d while d * d < n + 1 */
    LOAD, 1, LOAD, 1, MULI, LOAD, 0, LIT, 1, ADDI, LT, JZ, 44,
    /* 28: divisible: not a prime */ LOAD, 0, LOAD, 1, MODI, JZ, 47,
    /* 35 */ LOAD, 1, LIT, 1, ADDI, STORE, 1, JMP, 15,
    /* 44: a prime */ LOAD, 0, OUT,
    /* 47: next n */ LOAD, 0, LIT, 1, ADDI, STORE, 0, JMP, 4,
    /* 56 */ END};

int main(void) {
  statement("1 + 2 * 3");
  statement("(1 + 2) * 3");
  statement("a = 7 * 6");
  statement("b = a / 5 - -3");
  statement("a % b + b * (a - 40)");
  statement("c = (a + b) * (a - b) / 3");
  statement("c / (b - 11)");
  statement("2 * (3 + ");
  statement("-(-(-5)) * 2");
  i32 mem[4] = {0, 0, 0, 0};
  i32 steps = execute(primes, mem);
  print_nl();
  print_kv("steps", steps);
  return vars[2] & 0x7f;
}
