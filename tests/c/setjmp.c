/* setjmp and longjmp: a second return from setjmp with the value longjmp gave (1
 * for 0), across many frames; locals not modified since setjmp keep their values
 * however many registers the function uses; volatile locals modified since keep
 * their last value; nested handlers unwind one at a time, as an interpreter's
 * protected calls do (Lua's pcall). */
#include "cpu0io.h"

#ifdef HOST
#include <setjmp.h>
#else
/* The runtime's jmp_buf: $s0 $s1 $fp $gp $sp $lr (cpu0-rt/src/setjmp.s). */
typedef int jmp_buf[6];
int setjmp(jmp_buf env);
void longjmp(jmp_buf env, int val) __attribute__((noreturn));
#endif

static jmp_buf top;
static int depth_reached;

NOINLINE static void dive(int depth, int val) {
  depth_reached = depth;
  if (depth <= 0)
    longjmp(top, val);
  dive(depth - 1, val + 1);
  print_str("not reached\n");
}

NOINLINE static int first_and_second(int val) {
  int r = setjmp(top);
  if (r == 0) {
    dive(12, val);
    return -1;
  }
  return r;
}

/* Many values live across setjmp, unmodified: they must survive longjmp whether
 * they sit in callee-saved registers or in the frame. */
NOINLINE static u32 many_values(u32 seed) {
  u32 a = seed * 3, b = seed ^ 0x55, c = seed + 1000, d = seed * seed, e = seed >> 1;
  u32 f = a + b, g = c - d, h = e * 7, i = a ^ c, j = b | e;
  jmp_buf env;
  volatile u32 counter = 0;
  if (setjmp(env) < 3) {
    counter++;
    /* register pressure between the calls */
    u32 t = 0;
    for (u32 k = 0; k < 10; k++)
      t += (a + k) * (b ^ k) + (c - k) * (d + k);
    if (t == 12345)
      print_str("unlikely\n");
    longjmp(env, (int)counter);
  }
  return a + b + c + d + e + f + g + h + i + j + counter * 1000000;
}

/* Values live across setjmp but dead on the way to longjmp: their registers and
 * frame slots are free for other values there, and must still hold them after the
 * second return. */
static u32 opaque_calls;
NOINLINE static u32 opaque(u32 x) {
  opaque_calls++; /* a side effect: the calls stay where they are written */
  return x * 2654435761u;
}

NOINLINE static u32 dead_on_the_way(u32 seed) {
  u32 z0 = opaque(seed), z1 = opaque(seed + 1), z2 = opaque(seed + 2), z3 = opaque(seed + 3);
  u32 z4 = opaque(seed + 4), z5 = opaque(seed + 5);
  jmp_buf env;
  if (setjmp(env) == 0) {
    u32 p0 = opaque(seed ^ 1), p1 = opaque(seed ^ 2), p2 = opaque(seed ^ 3);
    u32 p3 = opaque(seed ^ 4), p4 = opaque(seed ^ 5), p5 = opaque(seed ^ 6);
    u32 q = opaque(p0 + p1 + p2 + p3 + p4 + p5);
    q += opaque(p0 ^ p5) + opaque(p1 ^ p4) + opaque(p2 ^ p3);
    if (q == 7)
      print_str("unlikely\n");
    longjmp(env, 1);
  }
  return z0 + (z1 ^ z2) + z3 * 3 + (z4 | z5);
}

/* A chain of protected calls: each installs a handler, runs a body, and restores
 * the previous handler, like luaD_rawrunprotected. */
struct handler {
  struct handler *previous;
  jmp_buf env;
  int status;
};
static struct handler *current;

NOINLINE static void raise_error(int status) {
  current->status = status;
  longjmp(current->env, 1);
}

typedef void (*body_fn)(int);

NOINLINE static int protected_call(body_fn body, int arg) {
  struct handler h;
  h.status = 0;
  h.previous = current;
  current = &h;
  if (setjmp(h.env) == 0)
    body(arg);
  current = h.previous;
  return h.status;
}

NOINLINE static void leaf_body(int arg) {
  if (arg % 3 == 0)
    raise_error(100 + arg);
}

NOINLINE static void nested_body(int arg) {
  int inner = protected_call(leaf_body, arg);
  print_str("  inner status ");
  print_int(inner);
  print_nl();
  if (arg % 2 == 0)
    raise_error(200 + arg);
}

static int zero_val(void) {
  volatile int tries = 0;
  int r = setjmp(top);
  if (tries++ == 0)
    longjmp(top, 0);
  return r;
}

int main(void) {
  print_str("second return ");
  print_int(first_and_second(7));
  print_str(" depth ");
  print_int(depth_reached);
  print_nl();
  print_str("longjmp(0) gives ");
  print_int(zero_val());
  print_nl();
  for (u32 s = 1; s < 5; s++) {
    print_str("many values ");
    print_u32(many_values(s * 12345u));
    print_nl();
  }
  for (u32 s = 1; s < 4; s++) {
    print_str("dead on the way ");
    print_u32(dead_on_the_way(s * 777u));
    print_nl();
  }
  print_str("opaque calls ");
  print_u32(opaque_calls);
  print_nl();
  for (int arg = 0; arg < 6; arg++) {
    print_str("protected ");
    print_int(arg);
    print_nl();
    int outer = protected_call(nested_body, arg);
    print_str("  outer status ");
    print_int(outer);
    print_nl();
  }
  print_str("handler restored ");
  print_int(current == 0);
  print_nl();
  return 0;
}
