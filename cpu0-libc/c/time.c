/* time.h. Cpu0 has no clock: clock() counts its own calls (a stand-in for the
 * instruction count, which the simulator does not expose to programs), and time()
 * is 0, the epoch, so that runs are reproducible. */
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
