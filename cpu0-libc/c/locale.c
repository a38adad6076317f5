/* locale.h: only the "C" locale exists. */
#include <limits.h>
#include <locale.h>
#include <string.h>

static struct lconv c_locale = {".", "", "", "", "", "", "", "", "", "",
                                CHAR_MAX, CHAR_MAX, CHAR_MAX, CHAR_MAX, CHAR_MAX,
                                CHAR_MAX, CHAR_MAX, CHAR_MAX, CHAR_MAX, CHAR_MAX,
                                CHAR_MAX, CHAR_MAX, CHAR_MAX, CHAR_MAX};

char *setlocale(int category, const char *locale) {
  (void)category;
  if (locale == NULL || locale[0] == 0 || strcmp(locale, "C") == 0 ||
      strcmp(locale, "POSIX") == 0)
    return "C";
  return NULL;
}

struct lconv *localeconv(void) { return &c_locale; }
