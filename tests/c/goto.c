/* Computed goto (`&&label`, `goto *p`): a direct-threaded interpreter for a
   small stack machine, and a scanner driven by a table of labels. */
#include "cpu0io.h"

enum { PUSH, ADD, SUB, MUL, DUP, SWAP, OVER, JNZ, DEC, PRINT, DROP, HALT };

static i32 run(const i32 *code) {
  static void *const dispatch[] = {&&op_push, &&op_add,  &&op_sub,   &&op_mul,
                                   &&op_dup,  &&op_swap, &&op_over,  &&op_jnz,
                                   &&op_dec,  &&op_print, &&op_drop, &&op_halt};
  i32 stack[32];
  int sp = 0;
  const i32 *pc = code;
#define NEXT goto *dispatch[*pc++]
  NEXT;
op_push:
  stack[sp++] = *pc++;
  NEXT;
op_add:
  sp--;
  stack[sp - 1] += stack[sp];
  NEXT;
op_sub:
  sp--;
  stack[sp - 1] -= stack[sp];
  NEXT;
op_mul:
  sp--;
  stack[sp - 1] *= stack[sp];
  NEXT;
op_dup:
  stack[sp] = stack[sp - 1];
  sp++;
  NEXT;
op_swap: {
  i32 t = stack[sp - 1];
  stack[sp - 1] = stack[sp - 2];
  stack[sp - 2] = t;
  NEXT;
}
op_over:
  stack[sp] = stack[sp - 2];
  sp++;
  NEXT;
op_jnz: {
  i32 target = *pc++;
  if (stack[sp - 1] != 0)
    pc = code + target;
  NEXT;
}
op_dec:
  stack[sp - 1]--;
  NEXT;
op_print:
  print_int(stack[sp - 1]);
  PUTC(' ');
  NEXT;
op_drop:
  sp--;
  NEXT;
op_halt:
  return sp ? stack[sp - 1] : 0;
#undef NEXT
}

/* [acc n]: acc *= n; n--; while n. */
static const i32 factorial10[] = {PUSH, 1,    PUSH, 10,  /* 4: */ SWAP, OVER, MUL,
                                  SWAP, DEC,  JNZ,  4,   DROP,          HALT};
/* [sum n]: print n; sum += n; n--; while n. */
static const i32 countdown[] = {PUSH, 0,   PUSH, 12, /* 4: */ PRINT, SWAP, OVER, ADD,
                                SWAP, DEC, JNZ,  4,  DROP,           HALT};
/* [x n]: x += x; n--; while n. */
static const i32 pow2[] = {PUSH, 1,   PUSH, 20,   /* 4: */ SWAP, DUP, ADD,
                           SWAP, DEC, JNZ,  4,    DROP,          HALT};
static const i32 subtract[] = {PUSH, 100, PUSH, 58, SUB, HALT};

/* Counts others, digits and words with a table of labels. */
static void scan(const char *s, int out[3]) {
  static void *const kinds[3] = {&&other, &&digit, &&word};
  out[0] = out[1] = out[2] = 0;
  int in_word = 0;
next:
  if (!*s)
    return;
  {
    char c = *s++;
    int k = (c >= '0' && c <= '9')                              ? 1
            : ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')) ? 2
                                                                 : 0;
    goto *kinds[k];
  }
other:
  in_word = 0;
  out[0]++;
  goto next;
digit:
  in_word = 0;
  out[1]++;
  goto next;
word:
  if (!in_word)
    out[2]++;
  in_word = 1;
  goto next;
}

int main(void) {
  print_kv("fact10", run(factorial10));
  i32 s = run(countdown);
  print_nl();
  print_kv("sum", s);
  print_kv("pow2", run(pow2));
  print_kv("100-58", run(subtract));
  int counts[3];
  scan("Cpu0 runs 32-bit code, 16 registers; 2 byte orders!", counts);
  print_str("scan: ");
  print_int(counts[0]);
  PUTC(' ');
  print_int(counts[1]);
  PUTC(' ');
  print_int(counts[2]);
  print_nl();
  return s;
}
