/* setjmp.h of the Cpu0 C library: setjmp and longjmp are the runtime's assembly
 * routines (cpu0-rt/src/setjmp.s, longjmp.s); jmp_buf holds their six words. */
#ifndef _CPU0_SETJMP_H
#define _CPU0_SETJMP_H
typedef int jmp_buf[6];
int setjmp(jmp_buf env) __attribute__((returns_twice));
_Noreturn void longjmp(jmp_buf env, int val);
int _setjmp(jmp_buf env) __attribute__((returns_twice));
_Noreturn void _longjmp(jmp_buf env, int val);
#endif
