/* errno.h of the Cpu0 C library (one thread: errno is a plain int). */
#ifndef _CPU0_ERRNO_H
#define _CPU0_ERRNO_H
extern int errno;
#define errno errno
#define EPERM 1
#define ENOENT 2
#define EIO 5
#define EBADF 9
#define ENOMEM 12
#define EACCES 13
#define EINVAL 22
#define EMFILE 24
#define ENOSPC 28
#define EDOM 33
#define ERANGE 34
#define ENOSYS 38
#define EILSEQ 84
#endif
