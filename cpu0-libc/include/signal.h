/* signal.h of the Cpu0 C library: handlers are accepted, no signal is ever delivered;
 * raise() aborts. */
#ifndef _CPU0_SIGNAL_H
#define _CPU0_SIGNAL_H
typedef int sig_atomic_t;
typedef void (*__cpu0_sighandler)(int);
#define SIG_DFL ((__cpu0_sighandler)0)
#define SIG_IGN ((__cpu0_sighandler)1)
#define SIG_ERR ((__cpu0_sighandler)-1)
#define SIGABRT 6
#define SIGFPE 8
#define SIGILL 4
#define SIGINT 2
#define SIGSEGV 11
#define SIGTERM 15
__cpu0_sighandler signal(int sig, __cpu0_sighandler handler);
int raise(int sig);
#endif
