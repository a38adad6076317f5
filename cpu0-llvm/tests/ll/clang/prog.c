typedef __builtin_va_list va_list;
#define va_start __builtin_va_start
#define va_arg __builtin_va_arg
#define va_end __builtin_va_end
#define va_copy __builtin_va_copy
#define memset __builtin_memset
#define memcpy __builtin_memcpy
#define memmove __builtin_memmove
static int my_strlen(const char *s) { int n = 0; while (s[n]) n++; return n; }
#define strlen my_strlen
struct point { int x, y; };
struct big { int a[6]; char tag; };
typedef int (*binop)(int, int);
static int add(int a, int b) { return a + b; }
static int sub(int a, int b) { return a - b; }
static int mul(int a, int b) { return a * b; }
static const binop table[] = { add, sub, mul };
static const char *names[] = { "add", "sub", "mul" };
int apply(int i, int a, int b) { return table[i](a, b); }
int name_len(int i) { return (int)strlen(names[i]); }

int sum(int n, ...) {
  va_list ap; va_start(ap, n);
  int s = 0;
  for (int i = 0; i < n; i++) s += va_arg(ap, int);
  va_end(ap);
  return s;
}
long long sum64(int n, ...) {
  va_list ap, aq; va_start(ap, n); va_copy(aq, ap);
  long long s = 0;
  for (int i = 0; i < n; i++) s += va_arg(ap, long long);
  for (int i = 0; i < n; i++) s += va_arg(aq, long long);
  va_end(ap); va_end(aq);
  return s;
}
int call_sum(void) { return sum(4, 1, 2, 3, 4) + (int)(sum64(2, 10LL, 1LL << 40) >> 20); }

struct point mkpoint(int x, int y) { struct point p = { x, y }; return p; }
int manhattan(struct point p) { return (p.x < 0 ? -p.x : p.x) + (p.y < 0 ? -p.y : p.y); }
int use_points(int a, int b) { struct point p = mkpoint(a, b); return manhattan(p); }
struct big mkbig(int k) { struct big b; for (int i = 0; i < 6; i++) b.a[i] = k * i; b.tag = 'z'; return b; }
int use_big(int k) { struct big b = mkbig(k); return b.a[5] + b.tag; }

int vla(int n) {
  int s = 0;
  for (int r = 0; r < 3; r++) {
    int a[n];
    for (int i = 0; i < n; i++) a[i] = i * r;
    for (int i = 0; i < n; i++) s += a[i];
  }
  return s;
}
int bits(unsigned x) { return __builtin_popcount(x) * 1000 + __builtin_clz(x | 1) * 10 + __builtin_ctz(x | 0x80000000u); }
unsigned rot(unsigned x, int n) { return (x << n) | (x >> ((32 - n) & 31)); }
int overflow(int a, int b) { int r; return __builtin_add_overflow(a, b, &r) ? -1 : r; }
char buf[64];
int copy(int n) { char tmp[40]; memset(tmp, 'a', sizeof tmp); memcpy(buf, tmp, 40); memmove(buf + 1, buf, n); buf[n] = 0; return (int)strlen(buf) + buf[0]; }
int gotos(int i) {
  static void *labels[] = { &&l0, &&l1, &&l2 };
  goto *labels[i];
  l0: return 10;
  l1: return 20;
  l2: return 30;
}
typedef int v4si __attribute__((vector_size(16)));
int vec(int a) { v4si x = { a, 2, 3, 4 }; v4si y = { 10, 20, 30, 40 }; v4si z = x * y + x; v4si c = z > y; return z[0] + z[3] + c[1]; }
int sw(int x) { switch (x) { case 1: return 5; case 2: return 7; case 3: return 11; case 5: return 13; case 100: return 17; default: return -1; } }
short sext16(short a) { return a * 2; }
unsigned char zext8(unsigned char a) { return a + 1; }
int narrow(int v) { return sext16((short)v) + zext8((unsigned char)v); }
