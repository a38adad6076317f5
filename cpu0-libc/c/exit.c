/* exit, atexit, abort, assert failures, signals. */
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include "libc.h"

#define MAX_ATEXIT 32
static void (*handlers[MAX_ATEXIT])(void);
static int nhandlers;

int atexit(void (*fn)(void)) {
  if (nhandlers == MAX_ATEXIT)
    return -1;
  handlers[nhandlers++] = fn;
  return 0;
}

_Noreturn void exit(int status) {
  while (nhandlers > 0)
    handlers[--nhandlers]();
  fflush(stdout);
  __cpu0_exit_port(status);
}

_Noreturn void _Exit(int status) { __cpu0_exit_port(status); }

/* SIGABRT's status as a shell reports it (128 + 6). */
_Noreturn void abort(void) {
  fflush(stdout);
  __cpu0_exit_port(134);
}

_Noreturn void __cpu0_assert_fail(const char *expr, const char *file, int line,
                                  const char *func) {
  fprintf(stderr, "%s:%d: %s: Assertion `%s' failed.\n", file, line, func, expr);
  abort();
}

/* No signal is ever delivered on Cpu0: handlers are accepted and never called. */
__cpu0_sighandler signal(int sig, __cpu0_sighandler handler) {
  (void)sig;
  (void)handler;
  return SIG_DFL;
}

int raise(int sig) {
  (void)sig;
  abort();
}

char *getenv(const char *name) {
  (void)name;
  return NULL;
}

int system(const char *cmd) {
  (void)cmd;
  return 0; /* no command processor (C says: 0 for a NULL cmd) */
}
