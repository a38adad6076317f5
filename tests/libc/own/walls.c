/* Bad programs end in a trap with a backtrace, never a host crash: argv[1] picks
 * a write through a wild pointer (outside memory, or into code), a stack
 * overflow, a call of a NULL function pointer, or a NULL dereference.
 * tests/libc.rs runs each with the JIT and ahead of time. */
#include <stdint.h>
#include <stdio.h>

int deep(int n) {
  volatile char buf[256];
  buf[0] = (char)n;
  return deep(n + 1) + buf[0];
}

int main(int argc, char **argv) {
  if (argc < 2)
    return 2;
  printf("start %s\n", argv[1]);
  /* argc is never above 5: the compiler cannot see that the pointers are bad. */
  uintptr_t zero = argc > 5 ? (uintptr_t)argv : 0;
  switch (argv[1][0]) {
  case 'w':
    *(volatile int *)(zero + 0x7ff00000) = 1;
    break;
  case 'x':
    *(volatile int *)((uintptr_t)main + zero) = 1;
    break;
  case 's':
    return deep(0);
  case 'n':
    ((void (*)(void))zero)();
    break;
  case 'd':
    return *(volatile int *)(zero + 8);
  }
  return 0;
}
