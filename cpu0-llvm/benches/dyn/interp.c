/* A bytecode interpreter (a stack machine with a switch) running a few programs. */
#include "bench.h"

enum { PUSH, LOAD, STORE, ADD, SUB, MUL, LT, JZ, JMP, DUP, DROP, SWAP, AND, SHR, HALT };

static i32 run(const i32 *code, i32 *vars) {
  i32 stack[32];
  int sp = 0, pc = 0;
  for (;;) {
    i32 op = code[pc++];
    switch (op) {
    case PUSH: stack[sp++] = code[pc++]; break;
    case LOAD: stack[sp++] = vars[code[pc++]]; break;
    case STORE: vars[code[pc++]] = stack[--sp]; break;
    case ADD: sp--; stack[sp - 1] += stack[sp]; break;
    case SUB: sp--; stack[sp - 1] -= stack[sp]; break;
    case MUL: sp--; stack[sp - 1] *= stack[sp]; break;
    case LT: sp--; stack[sp - 1] = stack[sp - 1] < stack[sp]; break;
    case JZ: if (stack[--sp] == 0) pc = code[pc]; else pc++; break;
    case JMP: pc = code[pc]; break;
    case DUP: stack[sp] = stack[sp - 1]; sp++; break;
    case DROP: sp--; break;
    case SWAP: { i32 t = stack[sp - 1]; stack[sp - 1] = stack[sp - 2]; stack[sp - 2] = t; break; }
    case AND: sp--; stack[sp - 1] &= stack[sp]; break;
    case SHR: sp--; stack[sp - 1] = (i32)((u32)stack[sp - 1] >> stack[sp]); break;
    case HALT: return sp > 0 ? stack[sp - 1] : 0;
    default: return -1;
    }
  }
}

/* sum = 0; for (i = 0; i < n; i++) sum = sum + i * i; */
static const i32 sum_squares[] = {
  PUSH, 0, STORE, 1, PUSH, 0, STORE, 2,
  /* 8 */ LOAD, 2, LOAD, 0, LT, JZ, 33,
  LOAD, 1, LOAD, 2, DUP, MUL, ADD, STORE, 1,
  LOAD, 2, PUSH, 1, ADD, STORE, 2, JMP, 8,
  /* 33 */ LOAD, 1, HALT};

int main(void) {
  i32 vars[4] = {0, 0, 0, 0};
  u32 sq = 0;
  for (i32 n = 100; n < 1000; n += 100) {
    vars[0] = n;
    sq += (u32)run(sum_squares, vars);
  }
  print_hex_kv("squares", sq);
  /* Collatz steps of x: while (1 < x) { x = x odd ? 3x+1 : x>>1; steps++ }, with
     the jump targets filled in as it is assembled. */
  i32 code[64];
  int n = 0;
  code[n++] = PUSH; code[n++] = 0; code[n++] = STORE; code[n++] = 1;
  int top = n;
  code[n++] = PUSH; code[n++] = 1; code[n++] = LOAD; code[n++] = 0; code[n++] = LT;
  code[n++] = JZ; int exit_at = n++;
  code[n++] = LOAD; code[n++] = 0; code[n++] = PUSH; code[n++] = 1; code[n++] = AND;
  code[n++] = JZ; int even_at = n++;
  code[n++] = LOAD; code[n++] = 0; code[n++] = PUSH; code[n++] = 3; code[n++] = MUL;
  code[n++] = PUSH; code[n++] = 1; code[n++] = ADD; code[n++] = STORE; code[n++] = 0;
  code[n++] = JMP; int join_at = n++;
  code[even_at] = n;
  code[n++] = LOAD; code[n++] = 0; code[n++] = PUSH; code[n++] = 1; code[n++] = SHR;
  code[n++] = STORE; code[n++] = 0;
  code[join_at] = n;
  code[n++] = LOAD; code[n++] = 1; code[n++] = PUSH; code[n++] = 1; code[n++] = ADD;
  code[n++] = STORE; code[n++] = 1; code[n++] = JMP; code[n++] = top;
  code[exit_at] = n;
  code[n++] = LOAD; code[n++] = 1; code[n++] = HALT;
  u32 steps = 0;
  for (i32 x = 2; x < 400; x++) {
    vars[0] = x;
    steps += (u32)run(code, vars);
  }
  print_hex_kv("collatz", steps);
  return 0;
}
