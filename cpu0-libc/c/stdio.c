/* stdio.h over the console: stdout and stderr write bytes to the console port,
 * stdin reads the input port. There are no files: fopen fails with ENOENT.
 * Output is unbuffered (each byte is one store to the port), so fflush has
 * nothing to do and the order of stdout and stderr is kept. */
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include "libc.h"

struct __cpu0_file {
  int readable;
  int eof, error;
  int pushed; /* a byte given back by ungetc, or -1 */
};

static struct __cpu0_file files[3] = {{1, 0, 0, -1}, {0, 0, 0, -1}, {0, 0, 0, -1}};
#undef stdin
#undef stdout
#undef stderr
FILE *const stdin = &files[0];
FILE *const stdout = &files[1];
FILE *const stderr = &files[2];

int fputc(int c, FILE *f) {
  if (f->readable) {
    f->error = 1;
    errno = EBADF;
    return EOF;
  }
  __cpu0_put_byte(c);
  return (unsigned char)c;
}

int putc(int c, FILE *f) { return fputc(c, f); }
int putchar(int c) { return fputc(c, stdout); }

size_t fwrite(const void *p, size_t size, size_t n, FILE *f) {
  const unsigned char *b = p;
  size_t total = size * n;
  for (size_t i = 0; i < total; i++)
    if (fputc(b[i], f) == EOF)
      return size ? i / size : 0;
  return n;
}

int fputs(const char *s, FILE *f) {
  size_t n = strlen(s);
  return fwrite(s, 1, n, f) == n ? 0 : EOF;
}

int puts(const char *s) {
  if (fputs(s, stdout) == EOF)
    return EOF;
  return putchar('\n') == EOF ? EOF : 0;
}

int fgetc(FILE *f) {
  if (!f->readable) {
    f->error = 1;
    errno = EBADF;
    return EOF;
  }
  if (f->pushed >= 0) {
    int c = f->pushed;
    f->pushed = -1;
    return c;
  }
  if (f->eof)
    return EOF;
  int c = __cpu0_get_byte();
  if (c < 0)
    f->eof = 1;
  return c < 0 ? EOF : c;
}

int getc(FILE *f) { return fgetc(f); }
int getchar(void) { return fgetc(stdin); }

int ungetc(int c, FILE *f) {
  if (c == EOF || f->pushed >= 0)
    return EOF;
  f->pushed = (unsigned char)c;
  f->eof = 0;
  return f->pushed;
}

char *fgets(char *s, int n, FILE *f) {
  int i = 0;
  while (i < n - 1) {
    int c = fgetc(f);
    if (c == EOF)
      break;
    s[i++] = (char)c;
    if (c == '\n')
      break;
  }
  if (i == 0 || n <= 0)
    return NULL;
  s[i] = 0;
  return s;
}

size_t fread(void *p, size_t size, size_t n, FILE *f) {
  unsigned char *b = p;
  size_t total = size * n, i = 0;
  for (; i < total; i++) {
    int c = fgetc(f);
    if (c == EOF)
      break;
    b[i] = (unsigned char)c;
  }
  return size ? i / size : 0;
}

int feof(FILE *f) { return f->eof; }
int ferror(FILE *f) { return f->error; }
void clearerr(FILE *f) { f->eof = f->error = 0; }
int fflush(FILE *f) {
  (void)f;
  return 0;
}

FILE *fopen(const char *path, const char *mode) {
  (void)path;
  (void)mode;
  errno = ENOENT;
  return NULL;
}

FILE *freopen(const char *path, const char *mode, FILE *f) {
  (void)f;
  return fopen(path, mode);
}

int fclose(FILE *f) {
  (void)f;
  return 0;
}

int fseek(FILE *f, long off, int whence) {
  (void)f;
  (void)off;
  (void)whence;
  errno = EINVAL;
  return -1;
}

long ftell(FILE *f) {
  (void)f;
  errno = EINVAL;
  return -1;
}

void rewind(FILE *f) { clearerr(f); }

int setvbuf(FILE *f, char *buf, int mode, size_t size) {
  (void)f;
  (void)buf;
  (void)mode;
  (void)size;
  return 0;
}

void setbuf(FILE *f, char *buf) { (void)setvbuf(f, buf, buf ? _IOFBF : _IONBF, BUFSIZ); }

FILE *tmpfile(void) {
  errno = ENOENT;
  return NULL;
}

char *tmpnam(char *s) {
  (void)s;
  return NULL;
}

int remove(const char *path) { return fopen(path, "r") ? 0 : -1; }

int rename(const char *from, const char *to) {
  (void)to;
  return remove(from);
}

void perror(const char *s) {
  if (s && *s)
    fprintf(stderr, "%s: %s\n", s, strerror(errno));
  else
    fprintf(stderr, "%s\n", strerror(errno));
}

/* The printf family: one formatter, two sinks (a stream, a bounded buffer). */
static void put_file(void *ctx, const char *s, size_t n) { fwrite(s, 1, n, ctx); }

int vfprintf(FILE *f, const char *fmt, va_list ap) {
  __cpu0_sink sink = {put_file, f, 0};
  return __cpu0_vformat(&sink, fmt, ap);
}

int vprintf(const char *fmt, va_list ap) { return vfprintf(stdout, fmt, ap); }

int printf(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int n = vfprintf(stdout, fmt, ap);
  va_end(ap);
  return n;
}

int fprintf(FILE *f, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int n = vfprintf(f, fmt, ap);
  va_end(ap);
  return n;
}

typedef struct {
  char *buf;
  size_t room; /* bytes left before the terminating NUL's place */
} string_sink;

static void put_string(void *ctx, const char *s, size_t n) {
  string_sink *ss = ctx;
  size_t k = n < ss->room ? n : ss->room;
  memcpy(ss->buf, s, k);
  ss->buf += k;
  ss->room -= k;
}

int vsnprintf(char *s, size_t n, const char *fmt, va_list ap) {
  string_sink ss = {s, n ? n - 1 : 0};
  __cpu0_sink sink = {put_string, &ss, 0};
  int r = __cpu0_vformat(&sink, fmt, ap);
  if (n)
    *ss.buf = 0;
  return r;
}

int vsprintf(char *s, const char *fmt, va_list ap) { return vsnprintf(s, (size_t)-1 >> 1, fmt, ap); }

int snprintf(char *s, size_t n, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int r = vsnprintf(s, n, fmt, ap);
  va_end(ap);
  return r;
}

int sprintf(char *s, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int r = vsprintf(s, fmt, ap);
  va_end(ap);
  return r;
}
