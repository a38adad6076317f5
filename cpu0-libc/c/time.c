/* time.h. Cpu0 has no clock: clock() counts its own calls (1000 "microseconds"
 * each) and time() is 0, the epoch, so that runs are reproducible.
 *
 * Why not the simulator's instruction count: a program can only see it through
 * the I/O ports or a host call. cpu0-isa.md fixes the ports (other accesses in the
 * port page read 0), so there is no port to read it from. A host function (say
 * __cpu0_clock) would work in the JIT, whose host calls are stubs jumping to
 * halting addresses it services, but an executable has no such mechanism: the
 * linker would need host-call stubs and `cpu0c exec` would have to service them,
 * an ABI the ISA document does not have; and a JIT-only clock would make the
 * same program behave differently on the JIT and ahead of time. */
#include <time.h>

static clock_t ticks;

clock_t clock(void) { return ticks += 1000; }

time_t time(time_t *t) {
  if (t)
    *t = 0;
  return 0;
}

double difftime(time_t a, time_t b) { return (double)(a - b); }

static struct tm epoch = {0, 0, 0, 1, 0, 70, 4, 0, 0};

struct tm *gmtime(const time_t *t) {
  (void)t;
  return &epoch;
}

struct tm *localtime(const time_t *t) { return gmtime(t); }

time_t mktime(struct tm *tm) {
  (void)tm;
  return -1;
}

size_t strftime(char *s, size_t n, const char *fmt, const struct tm *tm) {
  (void)fmt;
  (void)tm;
  if (n > 0)
    s[0] = 0;
  return 0;
}
