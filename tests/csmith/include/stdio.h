/* The part of <stdio.h> that csmith programs use (tests/csmith: no C library here). */
#ifndef CSMITH_STDIO_H
#define CSMITH_STDIO_H
int printf(const char *fmt, ...);
#endif
