/* time.h. Cpu0 has no clock device: time is the simulator's instruction count,
 * read through the system service __cpu0_instret (cpu0_sim::services: a call
 * that halts at a fixed address the executable loader and the JIT service, and
 * that the linker and the JIT resolve by name). cpu0-isa.md fixes the I/O ports,
 * so the count is not a port; a service works the same on the JIT and ahead of
 * time, on both engines. On a machine without the service (the reference model)
 * the first call halts the program.
 *
 * The clock is a 1 MHz Cpu0 running one instruction per microsecond: clock()
 * is the instruction count (CLOCKS_PER_SEC is 1000000), and time() is its whole
 * seconds, with the program's start as the epoch (1970-01-01 00:00:00 UTC).
 * Counting simulated work instead of the host's time keeps runs reproducible:
 * the same program prints the same on every run. There are no time zones:
 * localtime is gmtime, and mktime reads a UTC time. strftime works in the "C"
 * locale. */
#include <time.h>

unsigned long long __cpu0_instret(void);

clock_t clock(void) { return (clock_t)__cpu0_instret(); }

time_t time(time_t *t) {
  time_t now = (time_t)(__cpu0_instret() / CLOCKS_PER_SEC);
  if (t)
    *t = now;
  return now;
}

double difftime(time_t a, time_t b) { return (double)(a - b); }

#define SECS_PER_DAY 86400
#define DAYS_400_YEARS 146097
/* Days from 1970-01-01 to 2000-01-01, the start of a 400-year cycle. */
#define DAYS_1970_2000 10957

static long long floor_div(long long a, long long b) {
  long long q = a / b;
  return (a % b != 0 && (a < 0) != (b < 0)) ? q - 1 : q;
}

static int is_leap(long long y) { return (y % 4 == 0 && y % 100 != 0) || y % 400 == 0; }

/* Days from 1970-01-01 to January 1 of year y: whole 400-year cycles from 2000,
 * then k more years, of which those with a leap day are the multiples of 4, but
 * not of 100 unless of 400, among the first k of the cycle (year 0 of it leaps). */
static long long year_start(long long y) {
  long long cycles = floor_div(y - 2000, 400);
  long long k = y - 2000 - cycles * 400;
  long long leaps = (k + 3) / 4 - (k + 99) / 100 + (k + 399) / 400;
  return DAYS_1970_2000 + cycles * DAYS_400_YEARS + k * 365 + leaps;
}

static const short month_start[2][13] = {
    {0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334, 365},
    {0, 31, 60, 91, 121, 152, 182, 213, 244, 274, 305, 335, 366},
};

/* Fills *tm from seconds since the epoch (UTC). 0 when the year does not fit
 * an int. */
static int to_tm(time_t t, struct tm *tm) {
  long long days = floor_div(t, SECS_PER_DAY);
  long long secs = t - days * SECS_PER_DAY;
  /* Whole 400-year cycles first, then an estimate from below within the cycle
   * (a year has at most 366 days), then forward: at most two steps, whatever t. */
  long long from_2000 = days - DAYS_1970_2000;
  long long cycles = floor_div(from_2000, DAYS_400_YEARS);
  long long y = 2000 + cycles * 400 + (from_2000 - cycles * DAYS_400_YEARS) / 366;
  while (year_start(y + 1) <= days)
    y++;
  if (y - 1900 > 0x7fffffffLL || y - 1900 < -0x7fffffffLL - 1)
    return 0;
  int yday = (int)(days - year_start(y));
  const short *starts = month_start[is_leap(y)];
  int mon = 0;
  while (yday >= starts[mon + 1])
    mon++;
  tm->tm_year = (int)(y - 1900);
  tm->tm_mon = mon;
  tm->tm_mday = yday - starts[mon] + 1;
  tm->tm_yday = yday;
  /* 1970-01-01 was a Thursday (4). */
  tm->tm_wday = (int)(days - floor_div(days + 4, 7) * 7 + 4);
  tm->tm_hour = (int)(secs / 3600);
  tm->tm_min = (int)(secs / 60 % 60);
  tm->tm_sec = (int)(secs % 60);
  tm->tm_isdst = 0;
  return 1;
}

static struct tm result;

struct tm *gmtime(const time_t *t) { return to_tm(*t, &result) ? &result : NULL; }

struct tm *localtime(const time_t *t) { return gmtime(t); }

/* The fields may lie outside their ranges (C99 7.23.2.3): they are added up as
 * they are, then *tm is rewritten normalised, with tm_wday and tm_yday. */
time_t mktime(struct tm *tm) {
  long long mon = tm->tm_mon;
  long long y = 1900LL + tm->tm_year + floor_div(mon, 12);
  mon -= floor_div(mon, 12) * 12;
  long long days = year_start(y) + month_start[is_leap(y)][mon] + tm->tm_mday - 1;
  time_t t = days * SECS_PER_DAY + tm->tm_hour * 3600LL + tm->tm_min * 60LL + tm->tm_sec;
  struct tm out;
  if (!to_tm(t, &out))
    return (time_t)-1;
  *tm = out;
  return t;
}

static const char *const day_names[7] = {"Sunday",   "Monday", "Tuesday", "Wednesday",
                                         "Thursday", "Friday", "Saturday"};
static const char *const month_names[12] = {"January", "February", "March",     "April",
                                            "May",     "June",     "July",      "August",
                                            "September", "October", "November", "December"};

/* The output buffer of strftime: writes past its end are counted, not made. */
struct out {
  char *s;
  size_t n, len;
};

static void put(struct out *o, char c) {
  if (o->len < o->n)
    o->s[o->len] = c;
  o->len++;
}

static void puts_n(struct out *o, const char *s, int max) {
  for (int i = 0; s[i] && i < max; i++)
    put(o, s[i]);
}

/* v in decimal, at least `width` digits padded with `pad` (0: none). */
static void put_num(struct out *o, long long v, int width, char pad) {
  char digits[24];
  int n = 0;
  unsigned long long u = v < 0 ? 0 - (unsigned long long)v : (unsigned long long)v;
  do {
    digits[n++] = (char)('0' + u % 10);
    u /= 10;
  } while (u);
  if (v < 0)
    put(o, '-');
  for (int i = n; i < width; i++)
    put(o, pad);
  while (n)
    put(o, digits[--n]);
}

/* The ISO 8601 week (1..53) of *tm, and its week-based year through *year: a
 * week (Monday to Sunday) belongs to the year of its Thursday, and week 1 holds
 * the year's first Thursday. */
static int iso_week(const struct tm *tm, long long *year) {
  long long y = 1900LL + tm->tm_year;
  int thursday = tm->tm_yday - (tm->tm_wday + 6) % 7 + 3; /* its day of the year */
  if (thursday < 0) {
    y--;
    thursday += 365 + is_leap(y);
  } else if (thursday >= 365 + is_leap(y)) {
    thursday -= 365 + is_leap(y);
    y++;
  }
  *year = y;
  return thursday / 7 + 1;
}

static void format(struct out *o, const char *fmt, const struct tm *tm);

static void conversion(struct out *o, char c, const struct tm *tm) {
  long long year = 1900LL + tm->tm_year, iso_year;
  int hour12 = tm->tm_hour % 12 == 0 ? 12 : tm->tm_hour % 12;
  int wday = ((tm->tm_wday % 7) + 7) % 7, mon = ((tm->tm_mon % 12) + 12) % 12;
  switch (c) {
  case 'a': puts_n(o, day_names[wday], 3); break;
  case 'A': puts_n(o, day_names[wday], 99); break;
  case 'b': case 'h': puts_n(o, month_names[mon], 3); break;
  case 'B': puts_n(o, month_names[mon], 99); break;
  case 'c': format(o, "%a %b %e %H:%M:%S %Y", tm); break;
  case 'C': put_num(o, floor_div(year, 100), 0, 0); break;
  case 'd': put_num(o, tm->tm_mday, 2, '0'); break;
  case 'D': case 'x': format(o, "%m/%d/%y", tm); break;
  case 'e': put_num(o, tm->tm_mday, 2, ' '); break;
  case 'F': format(o, "%Y-%m-%d", tm); break;
  case 'g': iso_week(tm, &iso_year); put_num(o, ((iso_year % 100) + 100) % 100, 2, '0'); break;
  case 'G': iso_week(tm, &iso_year); put_num(o, iso_year, 0, 0); break;
  case 'H': put_num(o, tm->tm_hour, 2, '0'); break;
  case 'I': put_num(o, hour12, 2, '0'); break;
  case 'j': put_num(o, tm->tm_yday + 1, 3, '0'); break;
  case 'm': put_num(o, tm->tm_mon + 1, 2, '0'); break;
  case 'M': put_num(o, tm->tm_min, 2, '0'); break;
  case 'n': put(o, '\n'); break;
  case 'p': puts_n(o, tm->tm_hour < 12 ? "AM" : "PM", 2); break;
  case 'r': format(o, "%I:%M:%S %p", tm); break;
  case 'R': format(o, "%H:%M", tm); break;
  case 'S': put_num(o, tm->tm_sec, 2, '0'); break;
  case 't': put(o, '\t'); break;
  case 'T': case 'X': format(o, "%H:%M:%S", tm); break;
  case 'u': put_num(o, wday == 0 ? 7 : wday, 0, 0); break;
  case 'U': put_num(o, (tm->tm_yday + 7 - wday) / 7, 2, '0'); break;
  case 'V': put_num(o, iso_week(tm, &iso_year), 2, '0'); break;
  case 'w': put_num(o, wday, 0, 0); break;
  case 'W': put_num(o, (tm->tm_yday + 7 - (wday + 6) % 7) / 7, 2, '0'); break;
  case 'y': put_num(o, ((year % 100) + 100) % 100, 2, '0'); break;
  case 'Y': put_num(o, year, 0, 0); break;
  case 'z': puts_n(o, "+0000", 5); break;
  case 'Z': puts_n(o, "GMT", 3); break;
  case '%': put(o, '%'); break;
  default: /* not a conversion: copied as it is */
    put(o, '%');
    put(o, c);
  }
}

static void format(struct out *o, const char *fmt, const struct tm *tm) {
  for (; *fmt; fmt++) {
    if (*fmt != '%' || !fmt[1]) {
      put(o, *fmt);
      continue;
    }
    fmt++;
    /* The E and O modifiers ask for the locale's alternatives: the "C" locale's
     * are the plain conversions. */
    if ((*fmt == 'E' || *fmt == 'O') && fmt[1])
      fmt++;
    conversion(o, *fmt, tm);
  }
}

size_t strftime(char *s, size_t n, const char *fmt, const struct tm *tm) {
  struct out o = {s, n, 0};
  format(&o, fmt, tm);
  if (o.len >= n)
    return 0; /* it does not fit with its NUL: the contents are unspecified */
  s[o.len] = 0;
  return o.len;
}
