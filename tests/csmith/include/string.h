/* The part of <string.h> that csmith programs use; start.c (reference) and rt.c
   define them. */
#ifndef CSMITH_STRING_H
#define CSMITH_STRING_H
typedef __SIZE_TYPE__ size_t;
void *memcpy(void *d, const void *s, size_t n);
void *memset(void *d, int c, size_t n);
void *memmove(void *d, const void *s, size_t n);
int memcmp(const void *a, const void *b, size_t n);
int strcmp(const char *a, const char *b);
#endif
