/* clock() and time() from the instruction count (the __cpu0_instret service).
 * Prints raw readings and differences; tests/libc.rs checks them against the
 * simulator's own per-instruction trace (a trace line per instruction executed)
 * and requires the same output from the JIT and ahead of time, on both engines.
 * Not compared with glibc: on a host, clock() measures real time. With an
 * argument it also runs past a simulated second. */
#include <stdio.h>
#include <time.h>

static volatile int sink;

/* A loop whose instructions are the same on every iteration. */
static __attribute__((noinline)) void work(int n) {
  for (int i = 0; i < n; i++)
    sink += i;
}

int main(int argc, char **argv) {
  (void)argv;
  clock_t a = clock();
  clock_t b = clock();
  work(100);
  clock_t c = clock();
  work(5000);
  clock_t d = clock();
  /* Calls from a hot loop (translated code): the same path from each reading
   * to the next, but the first (which enters the loop). */
  static clock_t step[3000];
  clock_t prev = clock();
  for (int i = 0; i < 3000; i++) {
    clock_t now = clock();
    step[i] = now - prev;
    prev = now;
  }
  int same = 1;
  for (int i = 2; i < 3000; i++)
    same &= step[i] == step[1];
  time_t t = time(NULL);
  printf("a %lld\n", (long long)a);
  printf("b-a %lld\n", (long long)(b - a));
  printf("c-b %lld\n", (long long)(c - b));
  printf("d-c %lld\n", (long long)(d - c));
  printf("loop step %lld same %d\n", (long long)step[1], same);
  printf("time %lld (clock/1e6 %lld)\n", (long long)t, (long long)(prev / CLOCKS_PER_SEC));
  if (argc > 1) {
    /* A simulated second: time() and clock() / CLOCKS_PER_SEC reach 1. */
    work(250000);
    printf("later: time %lld clock/1e6 %lld\n", (long long)time(NULL),
           (long long)(clock() / CLOCKS_PER_SEC));
  }
  return 0;
}
