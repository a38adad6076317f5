/* strdup: a member of its own, so that string.h's other functions do not bring
 * in malloc. */
#include <stdlib.h>
#include <string.h>

char *strdup(const char *s) {
  size_t n = strlen(s) + 1;
  char *d = malloc(n);
  return d ? memcpy(d, s, n) : NULL;
}
