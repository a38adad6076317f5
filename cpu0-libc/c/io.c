/* The lowest layer: the three I/O ports of cpu0-isa.md ("Memory, I/O and start-up").
 * Volatile word accesses, so the compiler neither drops nor merges them. */
#include "libc.h"

#define PORT_CONSOLE ((volatile unsigned char *)0xFF000000u)
#define PORT_INPUT ((volatile unsigned int *)0xFF000004u)
#define PORT_EXIT ((volatile unsigned int *)0xFF000008u)

void __cpu0_put_byte(int c) { *PORT_CONSOLE = (unsigned char)c; }

/* The next byte of standard input, or -1 at its end (the port reads 0xFFFFFFFF). */
int __cpu0_get_byte(void) {
  unsigned int v = *PORT_INPUT;
  return v > 255 ? -1 : (int)v;
}

_Noreturn void __cpu0_exit_port(int status) {
  *PORT_EXIT = (unsigned int)status;
  for (;;) /* the port ends the program; a model without it stops here */
    ;
}
