/* string.h: C99's functions, byte by byte (simple and obviously right). */
#include <stdint.h>
#include <string.h>

void *memcpy(void *restrict d, const void *restrict s, size_t n) {
  unsigned char *dp = d;
  const unsigned char *sp = s;
  /* Word copies when both are aligned: the common case for structs and arrays. */
  if ((((uintptr_t)dp | (uintptr_t)sp) & 3) == 0) {
    for (; n >= 4; n -= 4, dp += 4, sp += 4)
      *(unsigned *)dp = *(const unsigned *)sp;
  }
  while (n--)
    *dp++ = *sp++;
  return d;
}

void *memmove(void *d, const void *s, size_t n) {
  unsigned char *dp = d;
  const unsigned char *sp = s;
  if (dp < sp || dp >= sp + n)
    return memcpy(d, s, n);
  while (n--)
    dp[n] = sp[n];
  return d;
}

void *memset(void *d, int c, size_t n) {
  unsigned char *dp = d;
  while (n--)
    *dp++ = (unsigned char)c;
  return d;
}

int memcmp(const void *a, const void *b, size_t n) {
  const unsigned char *x = a, *y = b;
  for (; n; n--, x++, y++)
    if (*x != *y)
      return *x - *y;
  return 0;
}

void *memchr(const void *s, int c, size_t n) {
  const unsigned char *p = s;
  for (; n; n--, p++)
    if (*p == (unsigned char)c)
      return (void *)p;
  return NULL;
}

size_t strlen(const char *s) {
  const char *p = s;
  while (*p)
    p++;
  return (size_t)(p - s);
}

size_t strnlen(const char *s, size_t n) {
  size_t i = 0;
  while (i < n && s[i])
    i++;
  return i;
}

char *strcpy(char *restrict d, const char *restrict s) {
  char *r = d;
  while ((*d++ = *s++))
    ;
  return r;
}

char *strncpy(char *restrict d, const char *restrict s, size_t n) {
  size_t i = 0;
  for (; i < n && s[i]; i++)
    d[i] = s[i];
  for (; i < n; i++)
    d[i] = 0;
  return d;
}

char *strcat(char *restrict d, const char *restrict s) {
  strcpy(d + strlen(d), s);
  return d;
}

char *strncat(char *restrict d, const char *restrict s, size_t n) {
  char *p = d + strlen(d);
  while (n-- && *s)
    *p++ = *s++;
  *p = 0;
  return d;
}

int strcmp(const char *a, const char *b) {
  const unsigned char *x = (const unsigned char *)a, *y = (const unsigned char *)b;
  while (*x && *x == *y)
    x++, y++;
  return *x - *y;
}

int strncmp(const char *a, const char *b, size_t n) {
  const unsigned char *x = (const unsigned char *)a, *y = (const unsigned char *)b;
  for (; n; n--, x++, y++) {
    if (*x != *y)
      return *x - *y;
    if (!*x)
      return 0;
  }
  return 0;
}

/* The "C" locale collates by byte value. */
int strcoll(const char *a, const char *b) { return strcmp(a, b); }

size_t strxfrm(char *restrict d, const char *restrict s, size_t n) {
  size_t len = strlen(s);
  if (len < n)
    strcpy(d, s);
  return len;
}

char *strchr(const char *s, int c) {
  for (;; s++) {
    if (*s == (char)c)
      return (char *)s;
    if (!*s)
      return NULL;
  }
}

char *strrchr(const char *s, int c) {
  const char *last = NULL;
  for (;; s++) {
    if (*s == (char)c)
      last = s;
    if (!*s)
      return (char *)last;
  }
}

size_t strspn(const char *s, const char *accept) {
  size_t n = 0;
  while (s[n] && strchr(accept, s[n]))
    n++;
  return n;
}

size_t strcspn(const char *s, const char *reject) {
  size_t n = 0;
  while (s[n] && !strchr(reject, s[n]))
    n++;
  return n;
}

char *strpbrk(const char *s, const char *accept) {
  s += strcspn(s, accept);
  return *s ? (char *)s : NULL;
}

char *strstr(const char *h, const char *n) {
  size_t len = strlen(n);
  for (; *h; h++)
    if (strncmp(h, n, len) == 0)
      return (char *)h;
  return len == 0 ? (char *)h : NULL;
}

char *strtok(char *restrict s, const char *restrict delim) {
  static char *next;
  if (s == NULL)
    s = next;
  if (s == NULL)
    return NULL;
  s += strspn(s, delim);
  if (!*s) {
    next = NULL;
    return NULL;
  }
  char *end = s + strcspn(s, delim);
  if (*end) {
    *end = 0;
    next = end + 1;
  } else {
    next = NULL;
  }
  return s;
}
