/* time.h against glibc: gmtime, mktime (normalising out-of-range fields) and
 * strftime with every C99 conversion in the "C" locale, over a table of times
 * (leap days, century years, ISO week edges, negative times). regen.sh runs the
 * native program with TZ=UTC, since Cpu0's mktime reads UTC. */
#include <stdio.h>
#include <time.h>

static const long long times[] = {
    0,          59,          86399,       86400,       951782400,  951868800, 978307199,
    1009843200, 1230768000,  1293753600,  1420070399,  1451606400, 1704067199, 1709164800,
    2147483647, 2147483648LL, 4102444800LL, 253402300799LL, -1,      -86400,     -2208988800LL,
    -62135596800LL, 1100000000, 1234567890, 1600000000, 1735603200, 1767139200, 915148800,
};

int main(void) {
  char buf[400];
  for (unsigned i = 0; i < sizeof times / sizeof times[0]; i++) {
    time_t t = (time_t)times[i];
    struct tm tm = *gmtime(&t);
    strftime(buf, sizeof buf,
             "%a %A %b %B %c|%C %d %D %e %F|%g %G %h %H %I %j %m %M %p %r %R %S|"
             "%T %u %U %V %w %W %x %X %y %Y %z %%|%Ec %EY %Od %Oy",
             &tm);
    printf("%lld: %s\n", times[i], buf);
    printf("  fields %d %d %d %d %d %d %d %d\n", tm.tm_year, tm.tm_mon, tm.tm_mday, tm.tm_hour,
           tm.tm_min, tm.tm_sec, tm.tm_wday, tm.tm_yday);
    /* Out of range: 40 days, 13 months and 100000 seconds on, then back. */
    struct tm x = tm;
    x.tm_mday += 40;
    x.tm_mon += 13;
    x.tm_sec += 100000;
    x.tm_isdst = 0;
    time_t later = mktime(&x);
    printf("  mktime %lld: %d-%02d-%02d %02d:%02d:%02d wday %d yday %d\n", (long long)later,
           x.tm_year + 1900, x.tm_mon + 1, x.tm_mday, x.tm_hour, x.tm_min, x.tm_sec, x.tm_wday,
           x.tm_yday);
    x.tm_mon -= 30;
    x.tm_mday -= 400;
    printf("  back %lld\n", (long long)mktime(&x));
  }
  /* The ends of time_t and of an int tm_year: NULL beyond them, at once. */
  static const long long ends[] = {
      9223372036854775807LL, -9223372036854775807LL - 1, 67768036191676799LL,
      67768036191676800LL,   -67768040609740800LL,       -67768040609740801LL,
  };
  for (unsigned i = 0; i < sizeof ends / sizeof ends[0]; i++) {
    time_t e = (time_t)ends[i];
    struct tm *tm = gmtime(&e);
    if (tm)
      printf("%lld: %d %d %d %d:%d:%d wday %d yday %d\n", ends[i], tm->tm_year, tm->tm_mon,
             tm->tm_mday, tm->tm_hour, tm->tm_min, tm->tm_sec, tm->tm_wday, tm->tm_yday);
    else
      printf("%lld: NULL\n", ends[i]);
  }
  /* A buffer too small: 0. */
  time_t t = 0;
  printf("small: %zu %zu\n", strftime(buf, 5, "%Y-%m", gmtime(&t)),
         strftime(buf, 8, "%Y-%m", gmtime(&t)));
  return 0;
}
