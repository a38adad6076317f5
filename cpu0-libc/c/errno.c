/* errno and strerror. */
#include <errno.h>
#include <string.h>

int errno;

char *strerror(int err) {
  switch (err) {
  case 0: return "Success";
  case EPERM: return "Operation not permitted";
  case ENOENT: return "No such file or directory";
  case EIO: return "Input/output error";
  case EBADF: return "Bad file descriptor";
  case ENOMEM: return "Cannot allocate memory";
  case EACCES: return "Permission denied";
  case EINVAL: return "Invalid argument";
  case EMFILE: return "Too many open files";
  case ENOSPC: return "No space left on device";
  case EDOM: return "Numerical argument out of domain";
  case ERANGE: return "Numerical result out of range";
  case ENOSYS: return "Function not implemented";
  case EILSEQ: return "Invalid or incomplete multibyte or wide character";
  default: return "Unknown error";
  }
}
