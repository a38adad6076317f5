/* time.h of the Cpu0 C library. Time is simulated work (see c/time.c): a 1 MHz
 * Cpu0 running one instruction per microsecond, so clock() is the count of
 * instructions executed (CLOCKS_PER_SEC 1000000) and time() its whole seconds,
 * the program's start being the epoch. clock_t has 64 bits so that it does not
 * wrap after 2^31 instructions (a few seconds of simulation). UTC only. */
#ifndef _CPU0_TIME_H
#define _CPU0_TIME_H
#include <stddef.h>
typedef long long clock_t;
typedef long long time_t;
#define CLOCKS_PER_SEC 1000000LL
struct tm {
  int tm_sec, tm_min, tm_hour, tm_mday, tm_mon, tm_year, tm_wday, tm_yday, tm_isdst;
};
clock_t clock(void);
time_t time(time_t *t);
double difftime(time_t a, time_t b);
time_t mktime(struct tm *tm);
struct tm *gmtime(const time_t *t);
struct tm *localtime(const time_t *t);
size_t strftime(char *s, size_t n, const char *fmt, const struct tm *tm);
#endif
